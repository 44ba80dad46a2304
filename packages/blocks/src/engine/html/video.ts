/** Where a video is hosted and the addresses to embed or open it. */
export type VideoSource = {
  provider: 'vimeo' | 'youtube';
  /** Numeric for Vimeo, eleven characters for YouTube. */
  id: string;
  /** Player address in privacy (no-tracking) mode. */
  embedUrl: string;
  /** Address of the video on the provider's own site. */
  watchUrl: string;
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,20}$/;
// Unlisted Vimeo videos need their hash in every address, or the player refuses them.
const VIMEO_HASH = /^[0-9a-f]{1,40}$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);
const YOUTUBE_PATH_KINDS = new Set(['embed', 'shorts', 'live', 'v']);

/**
 * Recognises a Vimeo or YouTube address, or a bare id, and gives its privacy-mode embed address
 * (SPEC §9). A bare numeric id means Vimeo. Anything else gives `null`; only validated ids and
 * hashes are ever put into the addresses returned.
 *
 * @example
 * videoSource('https://youtu.be/dQw4w9WgXcQ')?.embedUrl; // 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
 * videoSource('76979871')?.embedUrl; // 'https://player.vimeo.com/video/76979871?dnt=1'
 */
export function videoSource(url: string | null | undefined): VideoSource | null {
  if (typeof url !== 'string') {
    return null;
  }
  const value = url.trim();
  if (VIMEO_ID.test(value)) {
    return vimeo(value, null);
  }
  if (YOUTUBE_ID.test(value)) {
    return youtube(value);
  }
  const parsed = parseWebAddress(value);
  if (parsed === null) {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  const segments = parsed.pathname.split('/').filter((segment) => segment !== '');
  if (YOUTUBE_HOSTS.has(host)) {
    return youtube(youtubeId(host, segments, parsed.searchParams));
  }
  if (VIMEO_HOSTS.has(host)) {
    return vimeoFromPath(host, segments, parsed.searchParams);
  }
  return null;
}

function parseWebAddress(value: string): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(withHttpsScheme(value));
  } catch {
    return null;
  }
  const isWeb = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  // Credentials and ports have no place in a video link and are a common way to disguise a host.
  if (!isWeb || parsed.username !== '' || parsed.password !== '' || parsed.port !== '') {
    return null;
  }
  return parsed;
}

// Addresses are often pasted without a scheme ('youtu.be/…', '//vimeo.com/…').
function withHttpsScheme(value: string): string {
  if (value.startsWith('//')) {
    return `https:${value}`;
  }
  return SCHEME.test(value) ? value : `https://${value}`;
}

function youtubeId(host: string, segments: string[], query: URLSearchParams): string | null {
  const [first, second] = segments;
  if (host === 'youtu.be') {
    return first ?? null;
  }
  if (first === 'watch' && host !== 'youtube-nocookie.com') {
    return query.get('v');
  }
  if (first !== undefined && YOUTUBE_PATH_KINDS.has(first)) {
    return second ?? null;
  }
  return null;
}

function vimeoFromPath(host: string, segments: string[], query: URLSearchParams): VideoSource | null {
  const queryHash = query.get('h');
  if (host === 'player.vimeo.com') {
    return segments[0] === 'video' && segments.length === 2 ? vimeo(segments[1], queryHash) : null;
  }
  const [first, second, third, fourth] = segments;
  switch (segments.length) {
    case 1:
      return vimeo(first, queryHash);
    case 2:
      // vimeo.com/{id}/{hash} is the share link of an unlisted video.
      return vimeo(first, second ?? null);
    case 3:
      return first === 'channels' ? vimeo(third, queryHash) : null;
    case 4: {
      const isCollection =
        (first === 'groups' && third === 'videos') || (first === 'showcase' && third === 'video');
      return isCollection ? vimeo(fourth, queryHash) : null;
    }
    default:
      return null;
  }
}

function vimeo(id: string | undefined, hash: string | null): VideoSource | null {
  if (id === undefined || !VIMEO_ID.test(id) || (hash !== null && !VIMEO_HASH.test(hash))) {
    return null;
  }
  const hashQuery = hash === null ? '' : `&h=${hash}`;
  return {
    provider: 'vimeo',
    id,
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1${hashQuery}`,
    watchUrl: hash === null ? `https://vimeo.com/${id}` : `https://vimeo.com/${id}/${hash}`,
  };
}

function youtube(id: string | null): VideoSource | null {
  if (id === null || !YOUTUBE_ID.test(id)) {
    return null;
  }
  return {
    provider: 'youtube',
    id,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
  };
}
