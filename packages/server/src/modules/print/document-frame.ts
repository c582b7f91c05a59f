import { type Company, type DocumentTexts, groupedIban } from '@seaberth/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

export const ACCENT = '#0b4f6c';

/**
 * What every document of the company prints around its content: the letterhead at the head of
 * each page, the legal footer (name, address, register, managing director, tax number, VAT id,
 * banks, footer text, page x of y) at its foot, A4 margins and the shared styles.
 */
export function documentFrame(
  company: Company,
  logo: string | null,
  texts: DocumentTexts,
  title: string,
  subject: string,
): Omit<TDocumentDefinitions, 'content'> {
  return {
    info: { title, author: company.name, subject },
    pageSize: 'A4',
    pageMargins: [50, 90, 50, 80],
    header: () => letterhead(company, logo),
    footer: (page, pages) => legalFooter(company, texts, page, pages),
    styles: {
      title: { fontSize: 16, bold: true, color: ACCENT },
      heading: { fontSize: 11, bold: true, color: ACCENT, margin: [0, 14, 0, 4] },
      small: { fontSize: 8, color: '#555' },
      tableHeader: { bold: true, color: ACCENT },
    },
  };
}

/** The recipient's address under a one-line sender, where a window envelope shows it. */
export function recipientBlock(company: Company, lines: string[]): Content {
  const sender = [
    company.name,
    company.address.street,
    `${company.address.zip} ${company.address.city}`.trim(),
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    stack: [
      { text: sender, style: 'small', decoration: 'underline', margin: [0, 0, 0, 6] },
      ...lines.map((text) => ({ text })),
    ],
  };
}

function letterhead(company: Company, logo: string | null): Content {
  const address = [company.address.street, `${company.address.zip} ${company.address.city}`.trim()]
    .filter(Boolean)
    .join(' · ');
  return {
    margin: [50, 30, 50, 0],
    columns: [
      logo ? { image: logo, fit: [140, 45] } : { text: company.name, style: 'title' },
      {
        width: '*',
        alignment: 'right',
        stack: [
          // Without a logo the name stands large on the left already.
          ...(logo ? [{ text: company.name, bold: true }] : []),
          { text: address, style: 'small' },
          {
            text: [company.phone, company.email, company.website].filter(Boolean).join(' · '),
            style: 'small',
          },
        ],
      },
    ],
  };
}

function legalFooter(company: Company, texts: DocumentTexts, page: number, pages: number): Content {
  const legal = [
    company.name,
    [company.address.street, `${company.address.zip} ${company.address.city}`.trim()]
      .filter(Boolean)
      .join(', '),
    company.register,
    company.managingDirector,
    company.taxNumber ? `${texts.taxNumber} ${company.taxNumber}` : '',
    company.vatId ? `${texts.vatId} ${company.vatId}` : '',
  ].filter(Boolean);
  const banks = company.bankAccounts.map(
    (a) => `${a.bank || a.holder} · IBAN ${groupedIban(a.iban)}${a.bic ? ` · BIC ${a.bic}` : ''}`,
  );
  return {
    margin: [50, 10, 50, 0],
    stack: [
      { text: legal.join(' · '), style: 'small', alignment: 'center' },
      ...(banks.length ? [{ text: banks.join(' | '), style: 'small', alignment: 'center' as const }] : []),
      ...(company.footer ? [{ text: company.footer, style: 'small', alignment: 'center' as const }] : []),
      { text: texts.page(page, pages), style: 'small', alignment: 'right' },
    ],
  };
}
