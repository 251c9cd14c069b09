import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { startS3Server, type LocalS3 } from '../../tests/helpers/s3-server';

/** /uploads and share cards served from an S3 bucket (STORAGE=s3), through the real app. */
describe('/uploads on S3 storage', () => {
  let s3: LocalS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('serves a stored rendition with its type, size and long cache; 304 when unchanged; 404 when unknown', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c03030' } })
      .png()
      .toBuffer();
    const value = await t.services.media.saveArticleImage(photo);
    const response = await t.app.request(`${value}-480.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    const again = await t.app.request(`${value}-480.webp`, {
      headers: { 'If-Modified-Since': response.headers.get('last-modified') as string },
    });
    expect(again.status).toBe(304);

    const id = /([0-9a-f-]{36})$/.exec(value)?.[1] as string;
    const card = await t.app.request(`/og/u/${id}.jpg`);
    expect(card.status).toBe(200);
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });

    await t.services.media.removeArticleImage(value);
    expect((await t.app.request(`${value}-480.webp`)).status).toBe(404);
    expect((await t.app.request('/uploads/images/00000000-0000-0000-0000-000000000000-480.webp')).status).toBe(404);
  });
});
