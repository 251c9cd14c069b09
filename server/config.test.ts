import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { INGEST_LIMITS, ingestOptions } from './ingest/ingest.service';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.public.siteName).toBe('Newsdesk');
    expect(config.public.publicUrl).toBe('http://localhost:3000');
    expect(config.seedSamples).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.public.social).toEqual([]);
  });

  it('reads the CDN lifetime of public pages: 0 (no CDN caching) unless set', () => {
    expect(loadConfig({}).cdnMaxAge).toBe(0);
    expect(loadConfig({ CDN_MAX_AGE: '30' }).cdnMaxAge).toBe(30);
    expect(() => loadConfig({ CDN_MAX_AGE: '-1' })).toThrowError(/CDN_MAX_AGE/);
    expect(() => loadConfig({ CDN_MAX_AGE: '1.5' })).toThrowError(/CDN_MAX_AGE/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrowError(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrowError(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/);
    expect(() => loadConfig({ SITE_TIMEZONE: 'Mars/Olympus' })).toThrowError(/SITE_TIMEZONE/);
    expect(() => loadConfig({ SEED_SAMPLES: 'maybe' })).toThrowError(/SEED_SAMPLES/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrowError(/PUBLIC_URL/);
  });

  it('reads booleans, trims the public URL and keeps only configured social links', () => {
    const config = loadConfig({
      SEED_SAMPLES: 'false',
      PUBLIC_URL: 'https://news.example/',
      SOCIAL_X_URL: 'https://x.com/newsdesk',
    });
    expect(config.seedSamples).toBe(false);
    expect(config.public.publicUrl).toBe('https://news.example');
    expect(config.public.social).toEqual([{ network: 'x', label: 'X (Twitter)', url: 'https://x.com/newsdesk' }]);
  });

  it('publishes no contact details unless they are set (only the default hours)', () => {
    expect(loadConfig({}).public.contact).toEqual({ email: '', phone: '', address: [], hours: 'Mon-Fri 9AM-6PM IST' });
    const config = loadConfig({
      CONTACT_EMAIL: 'desk@news.example',
      CONTACT_PHONE: '+91 80 1234 5678',
      CONTACT_ADDRESS: 'Example Media| 1 Example Road |Bengaluru',
      CONTACT_HOURS: 'Always open',
    });
    expect(config.public.contact).toEqual({
      email: 'desk@news.example',
      phone: '+91 80 1234 5678',
      address: ['Example Media', '1 Example Road', 'Bengaluru'],
      hours: 'Always open',
    });
    expect(() => loadConfig({ CONTACT_EMAIL: 'not an email' })).toThrowError(/CONTACT_EMAIL/);
  });

  it('reads the news providers, feeds and schedule', () => {
    const config = loadConfig({
      NEWSAPI_KEY: 'abc',
      NEWSAPI_URL: 'http://127.0.0.1:9000/',
      RSS_FEEDS: '{"technology": ["https://a.example/feed"], "Sports": "https://b.example/rss"}',
    });
    expect(config.ingest.newsapi).toEqual({ key: 'abc', url: 'http://127.0.0.1:9000/' });
    expect(config.ingest.gnews).toBeNull();
    expect(config.ingest.rssFeeds).toEqual({
      Technology: ['https://a.example/feed'],
      Sports: ['https://b.example/rss'],
    });
    expect(config.ingest).toMatchObject({
      cron: '0 6 * * *',
      timeZone: 'Asia/Kolkata',
      perCategory: 10,
      status: 'published',
    });
    expect(config.ingest.timeoutMs).toBe(10_000);
  });

  it("gives the news fetch the configuration's settings, with only its fixed limits added", () => {
    const config = loadConfig({
      INGEST_PER_CATEGORY: '3',
      INGEST_STATUS: 'draft',
      INGEST_SIMILARITY: '0.9',
      INGEST_TIMEOUT_SECONDS: '2.5',
      SCHEDULER_TZ: 'UTC',
      NEWSAPI_KEY: 'secret',
    });
    expect(ingestOptions(config.ingest)).toEqual({
      perCategory: 3,
      status: 'draft',
      similarity: 0.9,
      timeoutMs: 2500,
      timeZone: 'UTC',
      ...INGEST_LIMITS,
    });
    expect(ingestOptions(loadConfig({}).ingest)).toMatchObject({
      perCategory: 10,
      status: 'published',
      similarity: 0.8,
      timeoutMs: 10_000,
      timeZone: 'Asia/Kolkata',
    });
  });

  it('refuses bad feeds, schedules and ingest settings', () => {
    expect(() => loadConfig({ RSS_FEEDS: '{not json' })).toThrowError(/RSS_FEEDS: must be JSON/);
    expect(() => loadConfig({ RSS_FEEDS: '{"Weather": ["https://a.example/f"]}' })).toThrowError(
      /unknown category 'Weather'/,
    );
    expect(() => loadConfig({ RSS_FEEDS: '{"India": ["file:///etc/passwd"]}' })).toThrowError(/not an http\(s\) URL/);
    expect(() => loadConfig({ RSS_FEEDS: '["https://a.example/f"]' })).toThrowError(/RSS_FEEDS/);
    expect(() => loadConfig({ SCHEDULER_CRON: '0 25 * * *' })).toThrowError(/SCHEDULER_CRON/);
    expect(() => loadConfig({ SCHEDULER_TZ: 'India/Delhi' })).toThrowError(/SCHEDULER_TZ/);
    expect(() => loadConfig({ INGEST_STATUS: 'archived' })).toThrowError(/INGEST_STATUS/);
    expect(() => loadConfig({ INGEST_PER_CATEGORY: '0' })).toThrowError(/INGEST_PER_CATEGORY/);
    expect(() => loadConfig({ GUARDIAN_URL: 'ftp://x' })).toThrowError(/GUARDIAN_URL/);
  });
});
