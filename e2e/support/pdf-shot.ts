import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { TAKE_SHOTS } from './shots.ts';

/** pdf.js as unpdf bundles it (one file, no worker): Chromium renders a PDF page onto a canvas with it. */
const PDFJS = new URL('../../node_modules/unpdf/dist/pdfjs.mjs', import.meta.url);

const PAGE = `<!doctype html><body style="margin:0;background:#777">
<canvas id="page" style="display:block;margin:0 auto;background:#fff"></canvas>
<script type="module">
  import { getDocument } from '/pdfjs.mjs';
  const pdf = await getDocument({ url: '/document.pdf', isEvalSupported: false }).promise;
  const first = await pdf.getPage(1);
  const viewport = first.getViewport({ scale: 1.5 });
  const canvas = document.getElementById('page');
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await first.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
  window.rendered = true;
</script></body>`;

/**
 * The first page of a PDF as a screenshot (`/tmp/shots/<name>.png`), so a document can be looked
 * at like a screen: served to a fresh page from memory, nothing leaves the machine.
 */
export async function shootPdf(browser: Browser, pdf: Buffer, name: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 893, height: 1263 } });
  const page = await context.newPage();
  const files: Record<string, [string, string | Buffer]> = {
    '/': ['text/html', PAGE],
    '/pdfjs.mjs': ['text/javascript', readFileSync(PDFJS)],
    '/document.pdf': ['application/pdf', pdf],
  };
  await page.route('http://pdf.local/**', (route) => {
    const [contentType, body] = files[new URL(route.request().url()).pathname] ?? ['text/plain', ''];
    return route.fulfill({ status: 200, contentType, body });
  });
  await page.goto('http://pdf.local/');
  await page.waitForFunction(() => (window as unknown as { rendered?: boolean }).rendered === true);
  if (TAKE_SHOTS) {
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  }
  await context.close();
}
