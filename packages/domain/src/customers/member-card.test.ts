import { describe, expect, it } from 'vitest';
import { looksLikeMemberCode, parseMemberCode } from './member-card.ts';

const id = '0b9c7e1a-2f3d-4c5b-8a69-7e8f9a0b1c2d';
const signature = 'abcdefghijklmnopqrstuvwxyzAB-_09';

describe('member code', () => {
  it('reads the customer and signature of a card', () => {
    expect(parseMemberCode(` SBM1.${id}.${signature}\n`)).toEqual({ customer: id, signature });
  });

  it('takes a product barcode, a short signature or another version for no card', () => {
    expect(looksLikeMemberCode('4006381333931')).toBe(false);
    expect(looksLikeMemberCode(`SBM1.${id}.${signature.slice(1)}`)).toBe(false);
    expect(looksLikeMemberCode(`SBM2.${id}.${signature}`)).toBe(false);
    expect(looksLikeMemberCode(`SBM1.not-a-uuid.${signature}`)).toBe(false);
  });
});
