import { availableParallelism } from 'node:os';
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

  it('purges no CDN unless told which, and asks for what the one named needs', () => {
    expect(loadConfig({}).cdnPurge).toEqual({ provider: 'none' });
    expect(loadConfig({ CDN_PURGE: 'varnish', CDN_PURGE_URL: 'http://127.0.0.1:6081/' }).cdnPurge).toEqual({
      provider: 'varnish',
      url: 'http://127.0.0.1:6081/',
    });
    expect(loadConfig({ CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: 'svc', FASTLY_API_TOKEN: 'tok' }).cdnPurge).toEqual({
      provider: 'fastly',
      url: 'https://api.fastly.com',
      serviceId: 'svc',
      token: 'tok',
    });
    expect(
      loadConfig({ CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z', CLOUDFLARE_API_TOKEN: 't' }).cdnPurge,
    ).toEqual({
      provider: 'cloudflare',
      url: 'https://api.cloudflare.com/client/v4',
      zoneId: 'z',
      token: 't',
    });
    expect(() => loadConfig({ CDN_PURGE: 'varnish' })).toThrowError(/CDN_PURGE_URL: required when CDN_PURGE=varnish/);
    expect(() => loadConfig({ CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: 'svc' })).toThrowError(
      /FASTLY_API_TOKEN: required when CDN_PURGE=fastly/,
    );
    expect(() => loadConfig({ CDN_PURGE: 'cloudflare' })).toThrowError(/CLOUDFLARE_ZONE_ID/);
    expect(() => loadConfig({ CDN_PURGE: 'akamai' })).toThrowError(/CDN_PURGE/);
  });

  it('says what a number must be, and what it got, for every numeric value (issue 33, finding 26)', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(
      'Invalid configuration:\n  PORT: must be a whole number between 0 and 65535, got "abc"',
    );
    const cases: [string, string, RegExp][] = [
      ['PORT', '70000', /PORT: must be a whole number between 0 and 65535, got "70000"/],
      ['PORT', '80.5', /PORT: must be a whole number between 0 and 65535, got "80.5"/],
      ['PORT', '0x50', /PORT: must be a whole number between 0 and 65535, got "0x50"/],
      ['PAGE_CACHE_SIZE', 'lots', /PAGE_CACHE_SIZE: must be a whole number between 0 and 1000000, got "lots"/],
      ['CDN_MAX_AGE', '-1', /CDN_MAX_AGE: must be a whole number between 0 and 31536000, got "-1"/],
      ['DATABASE_STATEMENT_TIMEOUT_SECONDS', 'ten', /must be a number between 0 and 3600, got "ten"/],
      ['INGEST_PER_CATEGORY', '0', /INGEST_PER_CATEGORY: must be a whole number between 1 and 50, got "0"/],
      ['INGEST_SIMILARITY', '2', /INGEST_SIMILARITY: must be a number between 0.5 and 1, got "2"/],
      ['INGEST_TIMEOUT_SECONDS', 'NaN', /INGEST_TIMEOUT_SECONDS: must be a number between 0.1 and 60, got "NaN"/],
      ['PUBLISH_CHECK_SECONDS', 'Infinity', /PUBLISH_CHECK_SECONDS: must be a whole number between 1 and 60/],
      ['MOST_READ_REFRESH_SECONDS', '1e1', /MOST_READ_REFRESH_SECONDS: must be a whole number between 1 and 60/],
    ];
    for (const [name, value, message] of cases) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrowError(message);
    }
    // Unset or empty: the default; spaces around a number are fine.
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    expect(loadConfig({ PORT: ' 8080 ' }).port).toBe(8080);
    expect(loadConfig({ INGEST_SIMILARITY: '0.9' }).ingest.similarity).toBe(0.9);
  });

  it('reads web push: keys from the database unless both are set, the contact as subject, quiet hours', () => {
    const push = loadConfig({ CONTACT_EMAIL: 'desk@example.com' }).push;
    expect(push).toMatchObject({
      vapid: null,
      subject: 'mailto:desk@example.com',
      followAlertsPerDay: 4,
      quietHours: { from: 23, to: 7 },
      allowPrivateEndpoints: false,
    });
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'b'.repeat(43);
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).push.vapid).toEqual({
      publicKey,
      privateKey,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrowError(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrowError(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'desk@example.com' })).toThrowError(/VAPID_SUBJECT/);
    expect(loadConfig({ PUSH_QUIET_HOURS: 'off' }).push.quietHours).toBeNull();
    expect(loadConfig({ PUSH_QUIET_HOURS: '22-6' }).push.quietHours).toEqual({ from: 22, to: 6 });
    expect(() => loadConfig({ PUSH_QUIET_HOURS: 'nights' })).toThrowError(/PUSH_QUIET_HOURS/);
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
    // RSS_FEEDS is the English edition's, as it always was.
    expect(config.ingest.rssFeeds).toEqual({
      en: { Technology: ['https://a.example/feed'], Sports: ['https://b.example/rss'] },
      hi: {},
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

  it("reads the Hindi edition's feeds from RSS_FEEDS_HI and the editions GNews and NewsData.io fill", () => {
    const config = loadConfig({
      RSS_FEEDS: '{"India": "https://english.example/india.xml"}',
      RSS_FEEDS_HI:
        '{"india": ["https://hindi.example/desh.xml", "https://hindi.example/rajya.xml"], "Sports": "https://hindi.example/khel.xml"}',
      GNEWS_KEY: 'g',
      GNEWS_EDITIONS: ' HI, en ',
      NEWSDATA_KEY: 'n',
    });
    expect(config.ingest.rssFeeds).toEqual({
      en: { India: ['https://english.example/india.xml'] },
      hi: {
        India: ['https://hindi.example/desh.xml', 'https://hindi.example/rajya.xml'],
        Sports: ['https://hindi.example/khel.xml'],
      },
    });
    // In the editions' own order, whatever the order given.
    expect(config.ingest.gnews).toEqual({ key: 'g', url: undefined, editions: ['en', 'hi'] });
    expect(config.ingest.newsdata?.editions).toEqual(['en']);
    expect(loadConfig({ GNEWS_KEY: 'g', GNEWS_EDITIONS: 'hi' }).ingest.gnews?.editions).toEqual(['hi']);
    expect(loadConfig({ GNEWS_KEY: 'g', GNEWS_EDITIONS: ' ' }).ingest.gnews?.editions).toEqual(['en']);
    expect(loadConfig({ RSS_FEEDS_HI: '{"India": "https://hindi.example/desh.xml"}' }).ingest.rssFeeds.en).toEqual({});
  });

  it('refuses bad feeds, schedules and ingest settings', () => {
    expect(() => loadConfig({ RSS_FEEDS: '{not json' })).toThrowError(/RSS_FEEDS: must be JSON/);
    expect(() => loadConfig({ RSS_FEEDS: '{"Weather": ["https://a.example/f"]}' })).toThrowError(
      /unknown category 'Weather'/,
    );
    expect(() => loadConfig({ RSS_FEEDS: '{"India": ["file:///etc/passwd"]}' })).toThrowError(/not an http\(s\) URL/);
    expect(() => loadConfig({ RSS_FEEDS: '["https://a.example/f"]' })).toThrowError(/RSS_FEEDS/);
    expect(() => loadConfig({ RSS_FEEDS_HI: '{"India": ' })).toThrowError(/RSS_FEEDS_HI: must be JSON/);
    expect(() => loadConfig({ RSS_FEEDS_HI: '{"Desh": ["https://a.example/f"]}' })).toThrowError(
      /RSS_FEEDS_HI: unknown category 'Desh'/,
    );
    expect(() => loadConfig({ RSS_FEEDS_HI: '{"India": ["hindi.example/f"]}' })).toThrowError(
      /RSS_FEEDS_HI: India: 'hindi.example\/f' is not an http\(s\) URL/,
    );
    expect(() => loadConfig({ RSS_FEEDS_HI: '"https://a.example/f"' })).toThrowError(
      /RSS_FEEDS_HI: must be a JSON object/,
    );
    expect(() =>
      loadConfig({ RSS_FEEDS: '{"India": "https://a.example/f"}', RSS_FEEDS_HI: '{"World": "https://a.example/f"}' }),
    ).toThrowError(/RSS_FEEDS_HI: 'https:\/\/a.example\/f' is in RSS_FEEDS too/);
    expect(() => loadConfig({ GNEWS_EDITIONS: 'en,ta' })).toThrowError(/GNEWS_EDITIONS: unknown edition 'ta'/);
    expect(() => loadConfig({ NEWSDATA_EDITIONS: 'hindi' })).toThrowError(/NEWSDATA_EDITIONS: unknown edition/);
    expect(() => loadConfig({ SCHEDULER_CRON: '0 25 * * *' })).toThrowError(/SCHEDULER_CRON/);
    expect(() => loadConfig({ SCHEDULER_TZ: 'India/Delhi' })).toThrowError(/SCHEDULER_TZ/);
    expect(() => loadConfig({ INGEST_STATUS: 'archived' })).toThrowError(/INGEST_STATUS/);
    expect(() => loadConfig({ INGEST_PER_CATEGORY: '0' })).toThrowError(/INGEST_PER_CATEGORY/);
    expect(() => loadConfig({ GUARDIAN_URL: 'ftp://x' })).toThrowError(/GUARDIAN_URL/);
  });

  it('reads WORKERS: one process unless set, a number, or one per core; more than one only with PostgreSQL', () => {
    const pg = { DATABASE_URL: 'postgres://news@db/newsdesk' };
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: ' ' }).workers).toBe(1);
    expect(loadConfig({ ...pg, WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ ...pg, WORKERS: 'AUTO' }).workers).toBe(availableParallelism());
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    for (const wrong of ['0', '-2', '1.5', 'two', '257']) {
      expect(() => loadConfig({ ...pg, WORKERS: wrong }), wrong).toThrowError(/WORKERS: a number of processes/);
    }
    expect(() => loadConfig({ WORKERS: '2' })).toThrowError(
      /WORKERS: more than one process needs PostgreSQL \(set DATABASE_URL\)/,
    );
    // 'auto' on a one-core machine is one process, which PGlite allows.
    if (availableParallelism() > 1) expect(() => loadConfig({ WORKERS: 'auto' })).toThrowError(/DATABASE_URL/);
  });

  it('reads STORAGE: local unless set; s3 needs a bucket and takes the S3_* variables', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrowError(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrowError(/S3_BUCKET: required when STORAGE=s3/);
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'media' }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      bucket: 'media',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
    const minio = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.news.example/media/',
    });
    expect(minio.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.news.example/media',
    });
    // Pages point uploaded images at the bucket's public address only when media lives in the bucket.
    expect(minio.public.mediaUrl).toBe('https://cdn.news.example/media');
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'media' }).public.mediaUrl).toBe('');
    expect(loadConfig({ S3_PUBLIC_URL: 'https://cdn.news.example/media' }).public.mediaUrl).toBe('');
    // A key without its secret is not half a credential: the SDK's own chain is used.
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }).storage).toMatchObject({
      credentials: undefined,
    });
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'not a url' })).toThrowError(
      /S3_ENDPOINT/,
    );
  });
});
