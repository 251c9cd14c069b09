/**
 * Embeds by link (docs/product.md, 'Embeds'): a link to a known provider's page becomes that
 * provider's player, post or chart, drawn as a click-to-load facade (nothing is loaded from the
 * provider before the reader asks). Each provider's frame address is made from the link alone,
 * and only these frame origins may be framed (the server's sanitizer and the Content Security
 * Policy use EMBED_FRAME_ORIGINS).
 */

export type EmbedKind = 'video' | 'post' | 'audio' | 'chart' | 'map';

export interface EmbedProvider {
  /** A stable name, stored on the figure (`data-provider`). */
  id: string;
  /** As readers read it: 'YouTube'. */
  name: string;
  kind: EmbedKind;
  /** Width over height of the frame ('16/9'); a post or an audio player has a fixed height instead. */
  ratio: string | null;
  /** The frame's height in pixels when it has no ratio. */
  height: number | null;
  /** Where its frames come from. */
  origins: readonly string[];
  /** Its oEmbed endpoint (the link is added as `url`), for the title and thumbnail; null when it has none open to all. */
  oembed: string | null;
  /** The frame's address for a link to one of its pages, or null when the link is not one. */
  frame(url: URL): string | null;
}

const host = (url: URL) => url.hostname.replace(/^(?:www\.|m\.|mobile\.)/, '');
const ID = /^[\w-]{6,20}$/;

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  {
    id: 'youtube',
    name: 'YouTube',
    kind: 'video',
    ratio: '16/9',
    height: null,
    origins: ['https://www.youtube-nocookie.com'],
    oembed: 'https://www.youtube.com/oembed?format=json',
    frame(url) {
      const h = host(url);
      const v =
        h === 'youtu.be'
          ? url.pathname.slice(1)
          : h === 'youtube.com' || h === 'youtube-nocookie.com'
            ? (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([\w-]+)/.exec(url.pathname)?.[1] ?? null)
            : null;
      return v && ID.test(v) ? `https://www.youtube-nocookie.com/embed/${v}` : null;
    },
  },
  {
    id: 'vimeo',
    name: 'Vimeo',
    kind: 'video',
    ratio: '16/9',
    height: null,
    origins: ['https://player.vimeo.com'],
    oembed: 'https://vimeo.com/api/oembed.json',
    frame(url) {
      const h = host(url);
      if (h !== 'vimeo.com' && h !== 'player.vimeo.com') return null;
      const v = /^\/(?:video\/)?(\d{5,12})$/.exec(url.pathname)?.[1];
      return v ? `https://player.vimeo.com/video/${v}?dnt=1` : null;
    },
  },
  {
    id: 'x',
    name: 'X',
    kind: 'post',
    ratio: null,
    height: 560,
    origins: ['https://platform.twitter.com'],
    oembed: 'https://publish.twitter.com/oembed?omit_script=true&dnt=true',
    frame(url) {
      if (host(url) !== 'x.com' && host(url) !== 'twitter.com') return null;
      const id = /^\/\w{1,15}\/status\/(\d{5,25})\/?$/.exec(url.pathname)?.[1];
      return id ? `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true` : null;
    },
  },
  {
    id: 'instagram',
    name: 'Instagram',
    kind: 'post',
    ratio: null,
    height: 640,
    origins: ['https://www.instagram.com'],
    oembed: null,
    frame(url) {
      if (host(url) !== 'instagram.com') return null;
      const code = /^\/(p|reel)\/([\w-]{5,40})\/?$/.exec(url.pathname);
      return code ? `https://www.instagram.com/${code[1]}/${code[2]}/embed/` : null;
    },
  },
  {
    id: 'soundcloud',
    name: 'SoundCloud',
    kind: 'audio',
    ratio: null,
    height: 166,
    origins: ['https://w.soundcloud.com'],
    oembed: 'https://soundcloud.com/oembed?format=json',
    frame(url) {
      if (host(url) !== 'soundcloud.com' || !/^\/[\w-]+\/[\w-]+\/?$/.test(url.pathname)) return null;
      const track = `https://soundcloud.com${url.pathname.replace(/\/$/, '')}`;
      return `https://w.soundcloud.com/player/?url=${encodeURIComponent(track)}&visual=false`;
    },
  },
  {
    id: 'spotify',
    name: 'Spotify',
    kind: 'audio',
    ratio: null,
    height: 232,
    origins: ['https://open.spotify.com'],
    oembed: 'https://open.spotify.com/oembed',
    frame(url) {
      if (url.hostname !== 'open.spotify.com') return null;
      const item = /^\/(?:intl-[\w-]+\/)?(track|album|playlist|episode|show)\/([A-Za-z0-9]{10,30})\/?$/.exec(
        url.pathname,
      );
      return item ? `https://open.spotify.com/embed/${item[1]}/${item[2]}` : null;
    },
  },
  {
    id: 'flourish',
    name: 'Flourish',
    kind: 'chart',
    ratio: '4/3',
    height: null,
    origins: ['https://flo.uri.sh'],
    oembed: 'https://app.flourish.studio/api/v1/oembed',
    frame(url) {
      if (url.hostname !== 'public.flourish.studio' && url.hostname !== 'flo.uri.sh') return null;
      const id = /^\/(visualisation|story)\/(\d{3,12})\/?(?:embed)?$/.exec(url.pathname);
      return id ? `https://flo.uri.sh/${id[1]}/${id[2]}/embed` : null;
    },
  },
  {
    id: 'datawrapper',
    name: 'Datawrapper',
    kind: 'chart',
    ratio: '4/3',
    height: null,
    origins: ['https://datawrapper.dwcdn.net'],
    oembed: 'https://api.datawrapper.de/v3/oembed',
    frame(url) {
      if (url.hostname !== 'datawrapper.dwcdn.net') return null;
      const chart = /^\/([A-Za-z0-9]{5})\/(\d{1,4})\/?$/.exec(url.pathname);
      return chart ? `https://datawrapper.dwcdn.net/${chart[1]}/${chart[2]}/` : null;
    },
  },
  {
    id: 'google-maps',
    name: 'Google Maps',
    kind: 'map',
    ratio: '4/3',
    height: null,
    origins: ['https://www.google.com'],
    oembed: null,
    frame(url) {
      if (!/^(?:www\.)?google\.[a-z.]{2,6}$/.test(url.hostname) || !url.pathname.startsWith('/maps')) return null;
      const place = /^\/maps\/place\/([^/]+)/.exec(url.pathname)?.[1];
      const query = url.searchParams.get('q') ?? (place ? decodeURIComponent(place).replace(/\+/g, ' ') : null);
      return query ? `https://www.google.com/maps?output=embed&q=${encodeURIComponent(query)}` : null;
    },
  },
];

/** Every origin a story's frames may come from. */
export const EMBED_FRAME_ORIGINS: readonly string[] = [...new Set(EMBED_PROVIDERS.flatMap((p) => p.origins))];

/** An http(s) link as a URL, or null. */
export function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The known provider of a link and its frame address, or null (a link the site shows as a link). */
export function embedOf(link: string): { provider: EmbedProvider; frame: string } | null {
  const url = httpUrl(link);
  if (!url) return null;
  for (const provider of EMBED_PROVIDERS) {
    const frame = provider.frame(url);
    if (frame) return { provider, frame };
  }
  return null;
}

/** Is this a frame address a provider makes (from its own origins)? */
export function isEmbedFrame(src: string): boolean {
  const url = httpUrl(src);
  return url !== null && url.protocol === 'https:' && EMBED_FRAME_ORIGINS.includes(url.origin);
}

/** What the facade says before the reader asks for the provider's frame. */
export function facadeLabel(provider: Pick<EmbedProvider, 'name' | 'kind'>): string {
  switch (provider.kind) {
    case 'video':
      return `Play the video on ${provider.name}`;
    case 'audio':
      return `Play on ${provider.name}`;
    case 'post':
      return `Show the post from ${provider.name}`;
    case 'chart':
      return `Show the chart (${provider.name})`;
    case 'map':
      return `Show the map (${provider.name})`;
  }
}

/**
 * Video embeds by URL (the editor's old "Video" button, and stories saved with it): a YouTube or
 * Vimeo page address becomes the player's embed address; anything else is refused.
 */
export function embedUrl(pageUrl: string): string | null {
  const found = embedOf(pageUrl);
  return found && found.provider.kind === 'video' ? found.frame.replace(/\?dnt=1$/, '') : null;
}
