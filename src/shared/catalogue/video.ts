/**
 * How an exercise's video URL is shown (docs/product.md#video-links): YouTube watch, Shorts and youtu.be links and
 * Vimeo links become an embedded player; files ending mp4, webm, ogg, mov or avi (optionally with a query) play in a
 * video element; any other web address becomes the 'Watch Video (External Link)' button. Anything that is not an
 * http(s) URL (javascript:, data:, plain text) is 'invalid' and must not be rendered as a link at all.
 *
 * Uses only the WHATWG `URL` class, present in browsers and Node.
 */
export type VideoKind =
  | { kind: 'youtube'; embedUrl: string }
  | { kind: 'vimeo'; embedUrl: string }
  | { kind: 'file'; src: string }
  | { kind: 'external'; href: string }
  | { kind: 'invalid' };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
// YouTube video ids are 11 characters of [A-Za-z0-9_-].
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
// Vimeo's unlisted-video hash (vimeo.com/<id>/<hash>), which the player needs as ?h=.
const VIMEO_HASH = /^[0-9a-f]{6,}$/i;
const VIDEO_FILE = /\.(mp4|webm|ogg|mov|avi)$/i;

/**
 * Classifies a stored video URL (docs/product.md#validation). Leading and trailing spaces are ignored; never throws.
 *
 * - youtube.com/watch?v=ID (also www., m.), youtube.com/shorts/ID, youtube.com/embed/ID and youtu.be/ID →
 *   `{ kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/ID' }`; a `t=` start time (seconds, or
 *   1h2m3s form) is kept as `?start=<seconds>`. The privacy-enhanced host sets no cookies until the user plays.
 * - vimeo.com/ID (also /channels/…/ID and unlisted /ID/HASH) and player.vimeo.com/video/ID →
 *   `{ kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/ID' }` (with `?h=HASH` for unlisted videos).
 * - a path ending .mp4 .webm .ogg .mov .avi (any case; query and fragment allowed) → `{ kind: 'file', src }`.
 * - any other http(s) URL, including a YouTube/Vimeo page that is not a video → `{ kind: 'external', href }`.
 * - empty, unparsable or non-http(s) → `{ kind: 'invalid' }`.
 */
export function classifyVideoUrl(url: string): VideoKind {
  const parsed = parseHttpUrl(url);
  if (!parsed) return { kind: 'invalid' };
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter((s) => s.length > 0);

  const youtubeId = youtubeVideoId(host, segments, parsed.searchParams);
  if (youtubeId) {
    const start = parseStartSeconds(parsed.searchParams.get('t') ?? parsed.searchParams.get('start'));
    const query = start ? `?start=${start}` : '';
    return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}${query}` };
  }

  const vimeo = vimeoVideo(host, segments, parsed.searchParams);
  if (vimeo) {
    const query = vimeo.hash ? `?h=${vimeo.hash}` : '';
    return { kind: 'vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo.id}${query}` };
  }

  if (VIDEO_FILE.test(parsed.pathname)) return { kind: 'file', src: parsed.href };
  return { kind: 'external', href: parsed.href };
}

function parseHttpUrl(raw: string): URL | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

function youtubeVideoId(host: string, segments: string[], params: URLSearchParams): string | null {
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') candidate = params.get('v');
    else if (segments.length >= 2 && (segments[0] === 'shorts' || segments[0] === 'embed')) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoVideo(
  host: string,
  segments: string[],
  params: URLSearchParams,
): { id: string; hash: string | null } | null {
  let index = -1;
  if (host === 'player.vimeo.com') {
    index = segments[0] === 'video' && segments[1] && VIMEO_ID.test(segments[1]) ? 1 : -1;
  } else if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123, vimeo.com/channels/staffpicks/123, vimeo.com/groups/x/videos/123: the first all-digit segment.
    index = segments.findIndex((s) => VIMEO_ID.test(s));
  }
  const id = index >= 0 ? segments[index] : undefined;
  if (!id) return null;
  const next = segments[index + 1];
  const hash = params.get('h') ?? (next && VIMEO_HASH.test(next) ? next : null);
  return { id, hash: hash && VIMEO_HASH.test(hash) ? hash : null };
}

/** '90' / '90s' / '1m30s' / '1h2m3s' → seconds; anything else (or 0) → null. */
function parseStartSeconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/i.exec(value.trim());
  if (!match) return null;
  const [, h, m, s] = match;
  const seconds = Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
  return seconds > 0 ? seconds : null;
}
