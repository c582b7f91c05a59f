/**
 * What every printed page shares (issue 33 §2): the company's letterhead and its texts, the frame
 * of a PDF document, the PDF engine, and the printed lists (HTML to print, or PDF). Below every
 * area that prints; it knows nothing of bookings.
 */
export { COMPANY_ROW_ID, readCompany, readDocumentTexts, registerCompanyRoutes } from './company.routes.ts';
export { documentFrame, recipientBlock } from './document-frame.ts';
export { logoDataUrl, readLetterhead } from './letterhead.ts';
export { renderPdf } from './pdf.ts';
export { printDocument } from './print-html.ts';
export {
  type PrintFormat,
  type PrintTable,
  printAnswer,
  printFormatSchema,
  printTable,
  sendPrint,
} from './print-table.ts';
