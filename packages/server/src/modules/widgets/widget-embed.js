/*
 * Seaberth booking widget, served as /widget.js and pasted into an operator's website as
 *   <script src="https://booking.example.com/widget.js" data-seaberth-widget="ID" async></script>
 * It puts the widget's booking page in a frame right after its tag and keeps the frame as tall as
 * the page inside, from the messages that page posts. Plain script on purpose: no build step, no
 * globals, nothing the host page has to know about. Optional: data-lang="de" or "en".
 */
(() => {
  const MOUNTED = 'data-seaberth-mounted';

  const originOf = (src) => {
    try {
      return new URL(src, window.location.href).origin;
    } catch {
      return undefined;
    }
  };

  const isWebUrl = (value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
    } catch {
      return undefined;
    }
  };

  const listen = (frame, origin) => {
    window.addEventListener('message', (event) => {
      // Only the page in our own frame, from our own server, may resize it or move the window.
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      const data = event.data;
      if (!data || typeof data !== 'object') return;
      if (data.type === 'seaberth:height' && typeof data.height === 'number' && data.height > 0) {
        frame.style.height = `${Math.ceil(Math.min(data.height, 100000))}px`;
      } else if (data.type === 'seaberth:redirect' && typeof data.url === 'string') {
        const url = isWebUrl(data.url);
        if (url) window.location.href = url;
      }
    });
  };

  const mount = async (tag) => {
    const id = tag.getAttribute('data-seaberth-widget');
    const origin = originOf(tag.src);
    if (!id || !origin) return;
    const response = await fetch(`${origin}/api/widget/${encodeURIComponent(id)}/public`);
    if (!response.ok) throw new Error(`widget ${id}: ${response.status}`);
    const config = await response.json();
    const page = config.kind === 'resort' ? '/book/resort' : '/book/online';
    const lang = tag.getAttribute('data-lang');
    const frame = document.createElement('iframe');
    frame.src = `${origin}${page}?widget=${encodeURIComponent(id)}${lang ? `&lang=${encodeURIComponent(lang)}` : ''}`;
    frame.title = tag.getAttribute('data-title') || 'Booking';
    frame.setAttribute('allow', 'payment');
    frame.style.width = '100%';
    frame.style.border = '0';
    frame.style.display = 'block';
    frame.style.height = '640px';
    listen(frame, origin);
    tag.parentNode.insertBefore(frame, tag.nextSibling);
  };

  // Every tag of the page once, whichever copy of this script runs first.
  for (const tag of document.querySelectorAll('script[data-seaberth-widget]')) {
    if (tag.hasAttribute(MOUNTED) || !/\/widget\.js(\?|#|$)/.test(tag.src)) continue;
    tag.setAttribute(MOUNTED, '');
    mount(tag).catch((error) => console.warn('Seaberth booking widget not shown:', error));
  }
})();
