import { Box } from '@mui/material';

/**
 * The frame around a mail's HTML. The server has sanitized it already; the frame keeps the mail's
 * own CSS out of the app and runs nothing: no scripts, no same-origin access, nothing fetched from
 * the network (the policy allows inline styles and embedded images only). Links open in a new tab.
 */
const HEAD = [
  '<meta charset="utf-8">',
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'; font-src data:">`,
  '<base target="_blank">',
  '<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:14px;line-height:1.5;overflow-wrap:anywhere;color:#1f2933}img{max-width:100%;height:auto}table{max-width:100%}pre{white-space:pre-wrap}</style>',
].join('');

export function mailDocument(html: string): string {
  return `<!doctype html><html><head>${HEAD}</head><body>${html}</body></html>`;
}

export function MailHtml({ html, title }: { html: string; title: string }) {
  return (
    <Box
      component="iframe"
      title={title}
      srcDoc={mailDocument(html)}
      // No allow-scripts and no allow-same-origin: the mail cannot run code nor reach the app.
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      sx={{ border: 0, width: '100%', flex: 1, minHeight: { xs: '60vh', lg: 240 }, bgcolor: '#fff' }}
      data-testid="mail-html"
    />
  );
}
