import { describe, expect, it } from 'vitest';
import { printDocument } from './print-html.ts';

describe('printable documents', () => {
  it('escapes every value so a name cannot inject markup', () => {
    const html = printDocument(
      '<Resort>',
      'sub & title',
      ['Room'],
      [['<script>alert(1)</script>'], ['O\'Neil "Suite"']],
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('<title>&#60;Resort&#62;</title>');
    expect(html).toContain('O&#39;Neil &#34;Suite&#34;');
  });
});
