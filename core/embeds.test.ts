import { expect, it } from 'vitest';
import { embedUrl } from './embeds';

it('turns YouTube and Vimeo page addresses into their players', () => {
  const yt = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
  expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(yt);
  expect(embedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(yt);
  expect(embedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(yt);
  expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
});

it('refuses everything else', () => {
  for (const bad of [
    'javascript:alert(1)',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=<script>',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'not a url',
  ]) {
    expect(embedUrl(bad)).toBeNull();
  }
});
