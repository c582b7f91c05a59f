/** Escapes text for HTML; every value printed goes through it. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A self-contained, print-styled HTML document: the browser's print dialog turns it into paper or
 * PDF, so no PDF engine is needed for lists.
 */
export function printDocument(
  title: string,
  subtitle: string,
  headers: string[],
  rows: unknown[][],
  after?: { lines: string[]; qrSvg?: string },
  /** A chart above the table, as SVG made by the server (its texts escaped there), never user markup. */
  chartSvg?: string,
): string {
  const head = headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
  body { font: 12px/1.4 system-ui, sans-serif; margin: 24px; color: #1b2a33; }
  h1 { font-size: 18px; margin: 0 0 4px; } p { margin: 0 0 16px; color: #556; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #ccd; padding: 4px 6px; text-align: left; vertical-align: top; }
  th { background: #eef3f6; } tr { break-inside: avoid; }
  figure svg { max-width: 100%; height: auto; }
  @media print { body { margin: 0; } }
</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p>
${chartSvg ? `<figure style="margin:0 0 16px;max-width:800px">${chartSvg}</figure>` : ''}<table><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table>${afterHtml(after)}</body></html>`;
}

/** Lines under the table (a receipt's TSE data) and a QR code made here as SVG, never user markup. */
function afterHtml(after?: { lines: string[]; qrSvg?: string }): string {
  if (!after || (!after.lines.length && !after.qrSvg)) return '';
  const lines = after.lines.map((line) => `<div>${escapeHtml(line)}</div>`).join('');
  const qr = after.qrSvg ? `<div style="width:140px;margin-top:8px">${after.qrSvg}</div>` : '';
  return `<section style="margin-top:16px;font-size:11px;word-break:break-all">${lines}${qr}</section>`;
}
