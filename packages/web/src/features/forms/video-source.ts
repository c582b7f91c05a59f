/** How a video link plays: an embedded player of a video site, the browser's player, or a plain link. */
export type VideoSource =
  | { kind: 'embed'; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** YouTube and Vimeo links become their embedded players (YouTube without cookies); files play as such. */
export function videoSource(url: string): VideoSource | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const path = parsed.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = path[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube =
      path[0] === 'watch'
        ? (parsed.searchParams.get('v') ?? undefined)
        : ['embed', 'shorts', 'live'].includes(path[0] ?? '')
          ? path[1]
          : undefined;
  }
  if (youtube && YOUTUBE_ID.test(youtube))
    return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  if (host === 'vimeo.com' && /^\d+$/.test(path[0] ?? ''))
    return { kind: 'embed', src: `https://player.vimeo.com/video/${path[0]}` };
  if (host === 'player.vimeo.com' && path[0] === 'video' && /^\d+$/.test(path[1] ?? ''))
    return { kind: 'embed', src: `https://player.vimeo.com/video/${path[1]}` };
  if (/\.(mp4|webm|ogg|ogv|mov)$/i.test(parsed.pathname)) return { kind: 'file', src: parsed.toString() };
  return { kind: 'link', href: parsed.toString() };
}
