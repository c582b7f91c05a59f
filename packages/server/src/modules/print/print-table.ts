import { documentTexts } from '@seaberth/domain';
import type { FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import { type FileAnswer, fileAnswer } from '../../http/answers.ts';
import type { Services } from '../../services.ts';
import { printDocument } from './print-html.ts';
import { documentFrame } from './document-frame.ts';
import { type Letterhead, readLetterhead } from './letterhead.ts';
import { renderPdf } from './pdf.ts';

/** A printed list (manifest, room list, staff, report): a title, a line under it, a table. */
export interface PrintTable {
  title: string;
  subtitle: string;
  headers: string[];
  rows: unknown[][];
  /** Lines under the table and a QR code's content (a receipt's TSE data, KassenSichV §6). */
  after?: { lines: string[]; qr?: string };
  /**
   * A chart above the table (a report's, SPEC §7 `mode=chart`), drawn by the server from the
   * report's definition: SVG for the HTML page, the same as PNG for the PDF.
   */
  chart?: { svg: string; png: Buffer };
}

export const printTable = (
  title: string,
  subtitle: string,
  headers: string[],
  rows: unknown[][],
): PrintTable => ({
  title,
  subtitle,
  headers,
  rows,
});

/** What a print call answers: the HTML page by default, the PDF with `?format=pdf`. */
export const printAnswer: FileAnswer = {
  description: 'The list as an HTML page to print, or as a PDF with format=pdf',
  content: { ...fileAnswer('text/html', '').content, ...fileAnswer('application/pdf', '').content },
};

/** `?format=pdf` asks a print list for the PDF with the letterhead; the default is HTML to print. */
export const printFormatSchema = z.object({ format: z.enum(['html', 'pdf']).default('html') });
export type PrintFormat = z.output<typeof printFormatSchema>['format'];

/** More columns than this turn the page to landscape. */
const PORTRAIT_COLUMNS = 6;

/** The list as a PDF in the company's frame: letterhead, legal footer, page x of y, repeated header row. */
export function printTablePdf(table: PrintTable, letterhead: Letterhead): Promise<Buffer> {
  const texts = documentTexts('en', letterhead.texts);
  const frame = documentFrame(letterhead.company, letterhead.logo, texts, table.title, table.subtitle);
  const landscape = table.headers.length > PORTRAIT_COLUMNS;
  return renderPdf({
    ...frame,
    pageOrientation: landscape ? 'landscape' : 'portrait',
    defaultStyle: { fontSize: table.headers.length > 8 ? 7.5 : 9 },
    content: [
      { text: table.title, style: 'title' },
      { text: table.subtitle, style: 'small', margin: [0, 2, 0, 10] },
      ...(table.chart
        ? [
            {
              image: `data:image/png;base64,${table.chart.png.toString('base64')}`,
              fit: [landscape ? 760 : 515, 260] as [number, number],
              margin: [0, 0, 0, 10] as [number, number, number, number],
            },
          ]
        : []),
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: table.headers.map(() => '*'),
          body: [
            table.headers.map((text) => ({ text, style: 'tableHeader' })),
            ...table.rows.map((row) => row.map((cell) => ({ text: String(cell ?? '') }))),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(table.after
        ? [
            {
              text: table.after.lines.join('\n'),
              style: 'small',
              margin: [0, 10, 0, 6] as [number, number, number, number],
            },
            ...(table.after.qr ? [{ qr: table.after.qr, fit: 120 }] : []),
          ]
        : []),
    ],
  });
}

/** Answers a print list in the format asked for. */
export async function sendPrint(
  reply: FastifyReply,
  services: Services,
  table: PrintTable,
  format: PrintFormat,
): Promise<FastifyReply> {
  if (format === 'html')
    return reply.header('content-type', 'text/html; charset=utf-8').send(
      printDocument(
        table.title,
        table.subtitle,
        table.headers,
        table.rows,
        {
          lines: table.after?.lines ?? [],
          ...(table.after?.qr
            ? { qrSvg: await QRCode.toString(table.after.qr, { type: 'svg', margin: 0 }) }
            : {}),
        },
        table.chart?.svg,
      ),
    );
  const pdf = await printTablePdf(table, await readLetterhead(services));
  const name = table.title.replace(/[^\p{L}\p{N} ._-]+/gu, ' ').trim() || 'list';
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(`${name}.pdf`)}`)
    .send(pdf);
}
