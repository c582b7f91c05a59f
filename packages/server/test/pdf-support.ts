import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFHexString,
  PDFName,
  type PDFRawStream,
  type PDFString,
} from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page, as a reader would copy it (pdf.js through unpdf). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\u00a0/g, ' ');
}

/** The files embedded in a PDF, by name (a Factur-X invoice carries `factur-x.xml`). */
export async function pdfAttachments(pdf: Buffer): Promise<Record<string, string>> {
  const document = await PDFDocument.load(new Uint8Array(pdf));
  const names = document.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const embedded = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = embedded?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const files: Record<string, string> = {};
  for (let i = 0; list && i < list.size(); i += 2) {
    const name = (list.lookup(i) as PDFString | PDFHexString).decodeText();
    const spec = list.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    files[name] = Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');
  }
  return files;
}
