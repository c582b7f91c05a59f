import { createRequire } from 'node:module';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * PDFs are made on the server in pure JavaScript with pdfmake (docs/decisions.md): a document is a
 * declarative definition (text, tables, header and footer per page), laid out by pdfmake on pdfkit.
 * The 14 standard PDF fonts need no font files; Helvetica covers German and the euro sign. Nothing
 * a document says may fetch a URL or read a file: pictures come in as data URLs.
 */
const require = createRequire(import.meta.url);

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};

let loaded: PdfMake | undefined;

/** Loaded with the first document, not at start: pdfkit and its fonts are ~25 MB a process may never need. */
function pdfmake(): PdfMake {
  if (loaded) return loaded;
  const library = require('pdfmake') as PdfMake;
  library.setFonts({ Helvetica: HELVETICA });
  library.setUrlAccessPolicy(() => false);
  // pdfkit asks for the standard fonts by name; no other local file may be read.
  const standardFonts = new Set(Object.values(HELVETICA));
  library.setLocalAccessPolicy((path) => standardFonts.has(path));
  loaded = library;
  return library;
}

export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake()
    .createPdf({
      ...definition,
      defaultStyle: { font: 'Helvetica', fontSize: 10, ...definition.defaultStyle },
    })
    .getBuffer();
}
