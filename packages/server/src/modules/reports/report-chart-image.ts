import type { AnyReport, Language, ReportRow } from '@seaberth/domain';

const WIDTH = 800;
const HEIGHT = 400;
const MARGIN = { top: 40, right: 20, bottom: 90, left: 70 };
const COLOURS = ['#1a7f8e', '#e07a2e', '#5b6abf', '#3f9e4d', '#b5475b', '#8a6d3b'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const shorten = (text: string, max = 18) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A round step for the value axis: 1, 2 or 5 times a power of ten. */
function niceStep(max: number): number {
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/**
 * The report's chart as an SVG bar chart: its x field along the axis, a bar per series in the
 * series' colours, a legend of the columns' labels in the reader's language. Percent series read
 * as percents. A chart a mail client shows as a picture, drawn without a browser.
 */
export function reportChartSvg<D extends AnyReport>(
  definition: D,
  rows: readonly ReportRow<D>[],
  language: Language,
): string | null {
  const chart = definition.chart;
  if (!chart || rows.length === 0) return null;
  const columns = new Map<string, D['columns'][number]>(
    definition.columns.map((c: D['columns'][number]) => [c.key, c]),
  );
  const series = chart.series as readonly string[];
  const percent = series.every((key) => columns.get(key)?.kind === 'percent');
  const barValue = (row: ReportRow<D>, key: string) => {
    const value = (row as Record<string, unknown>)[key];
    const number = typeof value === 'number' && Number.isFinite(value) ? value : 0;
    return percent ? number * 100 : number;
  };
  const max = Math.max(1e-9, ...rows.flatMap((row) => series.map((key) => barValue(row, key))));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotW / rows.length;
  const barW = Math.max(1, (band * 0.8) / series.length);
  const y = (value: number) => MARGIN.top + plotH - (Math.max(0, value) / top) * plotH;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
  ];
  for (let tick = 0; tick <= top + step / 2; tick += step) {
    const ty = y(tick);
    const label = percent ? `${Number(tick.toFixed(2))} %` : String(Number(tick.toFixed(2)));
    parts.push(
      `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${ty}" y2="${ty}" stroke="#e0e0e0"/>`,
      `<text x="${MARGIN.left - 6}" y="${ty + 4}" text-anchor="end" fill="#555">${escapeXml(label)}</text>`,
    );
  }
  rows.forEach((row, i) => {
    const x0 = MARGIN.left + i * band + band * 0.1;
    series.forEach((key, s) => {
      const value = barValue(row, key);
      const by = y(value);
      parts.push(
        `<rect x="${x0 + s * barW}" y="${by}" width="${barW}" height="${MARGIN.top + plotH - by}" fill="${COLOURS[s % COLOURS.length]}"/>`,
      );
    });
    const label = escapeXml(shorten(String((row as Record<string, unknown>)[chart.x] ?? '')));
    const lx = MARGIN.left + i * band + band / 2;
    const ly = MARGIN.top + plotH + 14;
    parts.push(
      `<text x="${lx}" y="${ly}" text-anchor="end" transform="rotate(-40 ${lx} ${ly})" fill="#333">${label}</text>`,
    );
  });
  parts.push(
    `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${MARGIN.top + plotH}" y2="${MARGIN.top + plotH}" stroke="#333"/>`,
  );
  series.forEach((key, s) => {
    const lx = MARGIN.left + s * 160;
    parts.push(
      `<rect x="${lx}" y="12" width="12" height="12" fill="${COLOURS[s % COLOURS.length]}"/>`,
      `<text x="${lx + 18}" y="22" fill="#333">${escapeXml(columns.get(key)?.label[language] ?? key)}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('');
}

/** The chart as a PNG picture (sharp renders the SVG), or null for a report without a chart or rows. */
export async function reportChartPng<D extends AnyReport>(
  definition: D,
  rows: readonly ReportRow<D>[],
  language: Language,
): Promise<Buffer | null> {
  const svg = reportChartSvg(definition, rows, language);
  if (!svg) return null;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}
