/**
 * The confirmation page (app/routes/newsletter-confirm.tsx) after its button's post (issue 33,
 * finding 19): the heading says the reader is subscribed, not still 'Confirm your subscription'.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { inEdition } from '../../tests/helpers/intl';
import { describe, expect, it } from 'vitest';
import ConfirmPage from '../../app/routes/newsletter-confirm';
import { confirmedMessage, SUBSCRIBED_HEADING } from '../../core/newsletter';

function draw(actionData: unknown): string {
  const page = createElement(ConfirmPage as never, { loaderData: { token: 't'.repeat(30) }, actionData, matches: [] });
  return renderToStaticMarkup(inEdition(createElement(MemoryRouter, null, page)));
}

describe('the newsletter confirmation page', () => {
  it('asks to confirm before the post', () => {
    const html = draw(undefined);
    expect(html).toContain('<h1 class="font-serif text-3xl font-black">Confirm your subscription</h1>');
    expect(html).toContain('Confirm subscription');
  });

  it('after confirming, the heading says so and the text names the next send', () => {
    const now = new Date('2026-11-27T00:30:00Z');
    const message = confirmedMessage(new Date('2026-11-27T01:30:00Z'), now, 'Asia/Kolkata');
    const html = draw({ ok: true, message });
    expect(html).toContain(`<h1 class="font-serif text-3xl font-black">${SUBSCRIBED_HEADING}</h1>`);
    expect(html).not.toContain('Confirm your subscription');
    expect(html).toContain('The next newsletter arrives this morning at 07:00.');
  });
});
