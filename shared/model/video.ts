/**
 * Video and virtual-tour detection (docs/media.md): a property's or project's VideoUrl or
 * VirtualTourUrl is recognised as
 * - a video file by its extension (mp4, mov, wmv, avi, flv, webm);
 * - YouTube (youtube.com, m./www., youtube-nocookie.com, youtu.be) with an 11-character id,
 *   which gives its low/medium/high thumbnails (default, mqdefault, hqdefault) and the
 *   privacy-friendly youtube-nocookie.com player;
 * - Vimeo with a numeric id in the path (vimeo.com/123, /video/123, /channels/x/123);
 * - a Facebook video: a '/videos/' link, '/watch/?v=123' or '/reel/123', or the short link
 *   fb.watch/…, played by Facebook's video plugin;
 * - a virtual tour of Matterport, TVL or Yisual by host suffix (matterport.com, tvl.be,
 *   yisual.com, and their subdomains such as my.matterport.com), shown as the URL itself.
 * Anything else, and any URL that does not parse or is not http(s), matches nothing (null).
 * Embeds are always https. The hosts of every embed are listed in EMBED_ORIGINS, the CSP's
 * frame-src (worker/middleware/security.ts).
 */

export type MediaKind = 'file' | 'youtube' | 'vimeo' | 'facebook' | 'matterport' | 'tvl' | 'yisual';

export interface DetectedMedia {
  kind: MediaKind;
  /** 'video' (file, YouTube, Vimeo, Facebook) or 'tour' (Matterport, TVL, Yisual). */
  category: 'video' | 'tour';
  /** The address the player loads: an iframe src, or the file for a <video> element. */
  src: string;
  /** The host named to the visitor before the player loads ('youtube.com', 'my.matterport.com'). */
  host: string;
  /** YouTube only: its thumbnails (low, medium, high). */
  thumbnails?: { low: string; medium: string; high: string };
  /** Files only: whether browsers play it (mp4, webm, mov); others are offered as a link. */
  playable?: boolean;
}

const FILE_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;
const PLAYABLE = new Set(['mp4', 'webm', 'mov']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const TOUR_HOSTS: readonly (readonly [MediaKind, string])[] = [
  ['matterport', 'matterport.com'],
  ['tvl', 'tvl.be'],
  ['yisual', 'yisual.com'],
];

/** Origins the CSP allows in frames, for the players and tours above. */
export const EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  ...TOUR_HOSTS.flatMap(([, host]) => [`https://${host}`, `https://*.${host}`]),
] as const;

const isHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function parse(raw: string | null | undefined): URL | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (isHost(host, 'youtube.com') || isHost(host, 'youtube-nocookie.com')) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] && ['embed', 'v', 'shorts', 'live'].includes(segments[0])) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  if (!isHost(url.hostname.toLowerCase(), 'vimeo.com')) return null;
  return url.pathname.split('/').find((s) => /^\d+$/.test(s)) ?? null;
}

function isFacebookVideo(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  if (host === 'fb.watch') return url.pathname.split('/').filter(Boolean).length > 0;
  if (!isHost(host, 'facebook.com')) return false;
  const segments = url.pathname.split('/').filter(Boolean);
  const videos = segments.indexOf('videos');
  if (videos >= 0 && segments.length > videos + 1) return true;
  if (segments[0] === 'watch') return /^\d+$/.test(url.searchParams.get('v') ?? '');
  return segments[0] === 'reel' && /^\d+$/.test(segments[1] ?? '');
}

/** What a video or virtual-tour URL is, or null when it is none of the known kinds. */
export function detectMedia(raw: string | null | undefined): DetectedMedia | null {
  const url = parse(raw);
  if (!url) return null;
  url.protocol = 'https:';
  const host = url.hostname.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (extension && (FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    return { kind: 'file', category: 'video', src: url.href, host, playable: PLAYABLE.has(extension) };
  }
  const yt = youtubeId(url);
  if (yt) {
    const thumb = (name: string) => `https://i.ytimg.com/vi/${yt}/${name}.jpg`;
    return {
      kind: 'youtube',
      category: 'video',
      src: `https://www.youtube-nocookie.com/embed/${yt}?autoplay=1&rel=0`,
      host: 'youtube.com',
      thumbnails: { low: thumb('default'), medium: thumb('mqdefault'), high: thumb('hqdefault') },
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo)
    return {
      kind: 'vimeo',
      category: 'video',
      src: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`,
      host: 'vimeo.com',
    };
  if (isFacebookVideo(url)) {
    return {
      kind: 'facebook',
      category: 'video',
      src: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url.href)}&show_text=false&autoplay=true`,
      host: 'facebook.com',
    };
  }
  const tour = TOUR_HOSTS.find(([, domain]) => isHost(host, domain));
  if (tour) return { kind: tour[0], category: 'tour', src: url.href, host };
  return null;
}
