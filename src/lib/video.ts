/** YouTube links of any common form, turned into the privacy-enhanced embed URL. */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);
const VIDEO_ID = /^[\w-]{11}$/;

export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.has(parsed.hostname)) return null;
  const segments = parsed.pathname.split('/').filter(Boolean);
  const candidate =
    parsed.hostname === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? parsed.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export function privacyEnhancedEmbedUrl(url: string): string | null {
  const id = youtubeId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : null;
}

/** The attributes of a server video's placeholder, which the sanitiser leaves and <Html> turns into a click-to-load player. */
export const SERVER_VIDEO = { url: 'data-server-video', title: 'data-server-video-title' } as const;
