import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});
