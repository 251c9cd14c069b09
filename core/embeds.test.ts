import { expect, it } from 'vitest';
import { embedOf, embedUrl, facadeLabel, isEmbedFrame } from './embeds';

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

it.each([
  [
    'https://x.com/weatherdesk/status/1234567890123',
    'x',
    'https://platform.twitter.com/embed/Tweet.html?id=1234567890123&dnt=true',
  ],
  [
    'https://twitter.com/weatherdesk/status/1234567890123/',
    'x',
    'https://platform.twitter.com/embed/Tweet.html?id=1234567890123&dnt=true',
  ],
  ['https://www.instagram.com/p/C0deAbc123/', 'instagram', 'https://www.instagram.com/p/C0deAbc123/embed/'],
  [
    'https://soundcloud.com/newsdesk/morning-brief',
    'soundcloud',
    'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fnewsdesk%2Fmorning-brief&visual=false',
  ],
  [
    'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
    'spotify',
    'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk',
  ],
  [
    'https://public.flourish.studio/visualisation/1234567/',
    'flourish',
    'https://flo.uri.sh/visualisation/1234567/embed',
  ],
  ['https://datawrapper.dwcdn.net/AbC12/3/', 'datawrapper', 'https://datawrapper.dwcdn.net/AbC12/3/'],
  [
    'https://www.google.com/maps/place/Marina+Beach/@13.05,80.28,15z',
    'google-maps',
    'https://www.google.com/maps?output=embed&q=Marina%20Beach',
  ],
  ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?dnt=1'],
])('%s is %s, framed from its own origin', (link, provider, frame) => {
  const found = embedOf(link);
  expect(found?.provider.id).toBe(provider);
  expect(found?.frame).toBe(frame);
  expect(isEmbedFrame(frame)).toBe(true);
});

it('makes nothing of other links, look-alike hosts and frames from elsewhere', () => {
  for (const link of [
    'https://example.com/story',
    'https://x.com/weatherdesk',
    'https://x.com.evil.example/a/status/123456',
    'https://open.spotify.com/user/abc',
    'https://maps.example.com/maps?q=x',
    'ftp://x.com/a/status/123456',
  ]) {
    expect(embedOf(link)).toBeNull();
  }
  expect(isEmbedFrame('https://evil.example/embed/x')).toBe(false);
  expect(isEmbedFrame('http://player.vimeo.com/video/1')).toBe(false);
});

it('says what each kind of facade holds', () => {
  expect(facadeLabel({ name: 'YouTube', kind: 'video' })).toBe('Play the video on YouTube');
  expect(facadeLabel({ name: 'X', kind: 'post' })).toBe('Show the post from X');
  expect(facadeLabel({ name: 'Datawrapper', kind: 'chart' })).toBe('Show the chart (Datawrapper)');
});
