import { describe, expect, it } from 'vitest';
import { encodeCp1252 } from './cp1252.ts';

describe('encodeCp1252', () => {
  it('writes Latin-1 as itself and the euro sign and typographic quotes at 0x80–0x9F', () => {
    expect([...encodeCp1252('Größe ä€„“–')]).toEqual([
      0x47, 0x72, 0xf6, 0xdf, 0x65, 0x20, 0xe4, 0x80, 0x84, 0x93, 0x96,
    ]);
  });

  it('drops accents the code page lacks and writes "?" for what it cannot write at all', () => {
    expect(encodeCp1252('Dvořák Łódź 東').toString('latin1')).toBe('Dvorák ?ódz ?');
  });
});
