import { describe, expect, it } from 'vitest';
import { renderConfirmation, renderDigest, type DigestStory } from './digest';

const stories: DigestStory[] = [
  {
    id: '1',
    title: 'Rates <held> & "steady"',
    url: 'https://news.example/news/rates-held',
    category: 'Business',
    summary: 'The committee kept the rate.',
    image: 'https://news.example/og/u/abc.jpg',
  },
  {
    id: '2',
    title: 'Second story',
    url: 'https://news.example/news/second',
    category: 'India',
    summary: '',
    image: null,
  },
];

describe('the newsletter email', () => {
  const mail = renderDigest({
    siteName: 'The Ledger',
    publicUrl: 'https://news.example',
    subject: 'The Ledger morning briefing: Friday 27 November',
    stories,
    unsubscribeUrl: 'https://news.example/newsletter/unsubscribe?token=abc',
  });

  it('is a whole HTML document of tables and inline styles, with no script and no style sheet', () => {
    expect(mail.html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).not.toMatch(/<script|<link|<style/i);
  });

  it('escapes the stories’ text', () => {
    expect(mail.html).toContain('Rates &lt;held&gt; &amp; &quot;steady&quot;');
    expect(mail.html).not.toContain('<held>');
  });

  it('shows the lead picture only, and links every story', () => {
    expect(mail.html.match(/<img /g)).toHaveLength(1);
    expect(mail.html).toContain('src="https://news.example/og/u/abc.jpg"');
    for (const story of stories) expect(mail.html).toContain(`href="${story.url}"`);
  });

  it('has a plain-text part with the same stories and the unsubscribe link', () => {
    expect(mail.text).toContain(
      'BUSINESS\nRates <held> & "steady"\nThe committee kept the rate.\nhttps://news.example/news/rates-held',
    );
    expect(mail.text).toContain('Second story\nhttps://news.example/news/second');
    expect(mail.text).toContain('Unsubscribe: https://news.example/newsletter/unsubscribe?token=abc');
    expect(mail.html).toContain('href="https://news.example/newsletter/unsubscribe?token=abc"');
  });

  it('marks a test in the subject and the text', () => {
    const test = renderDigest({
      ...{ siteName: 'L', publicUrl: 'https://x', subject: 'S', stories, unsubscribeUrl: 'https://x/u' },
      test: true,
    });
    expect(test.subject).toBe('[Test] S');
    expect(test.text).toContain('This is a test sent from the admin area.');
  });
});

describe('the confirmation email', () => {
  it('carries the link in both parts and says what happens if it is ignored', () => {
    const mail = renderConfirmation({
      siteName: 'The Ledger',
      publicUrl: 'https://news.example',
      confirmUrl: 'https://news.example/newsletter/confirm?token=t0k',
    });
    expect(mail.subject).toBe('Confirm your subscription to The Ledger');
    expect(mail.html).toContain('href="https://news.example/newsletter/confirm?token=t0k"');
    expect(mail.text).toContain('https://news.example/newsletter/confirm?token=t0k');
    expect(mail.text).toContain('48 hours');
    expect(mail.text).toMatch(/ignore this email: you will not be subscribed/);
  });
});
