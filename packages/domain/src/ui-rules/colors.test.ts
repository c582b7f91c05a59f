import { describe, expect, it } from 'vitest';
import { colorBrightness, contrastTextColor, isBrightColor, parseHexColor } from './colors.ts';

describe('parseHexColor', () => {
  it('reads #rrggbb and #rgb in any case, with or without #', () => {
    expect(parseHexColor('#ff8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(parseHexColor('#F80')).toEqual({ r: 255, g: 136, b: 0 });
    expect(parseHexColor('ECECEC')).toEqual({ r: 236, g: 236, b: 236 });
  });
  it('refuses anything else', () => {
    for (const v of ['', '#', '#ff', '#ffff', '#ff80001', '#gggggg', 'red', 'rgb(0,0,0)']) {
      expect(parseHexColor(v)).toBeNull();
    }
  });
});

describe('colorBrightness', () => {
  it('weights red 299, green 587, blue 114 over 1000', () => {
    expect(colorBrightness('#ffffff')).toBe(255);
    expect(colorBrightness('#000000')).toBe(0);
    expect(colorBrightness('#ff0000')).toBeCloseTo(76.245);
    expect(colorBrightness('#00ff00')).toBeCloseTo(149.685);
    expect(colorBrightness('#0000ff')).toBeCloseTo(29.07);
    expect(colorBrightness('nope')).toBeNull();
  });
});

describe('isBrightColor', () => {
  it('is bright from exactly 128 up', () => {
    expect(colorBrightness('#808080')).toBe(128);
    expect(isBrightColor('#808080')).toBe(true);
    expect(colorBrightness('#7f7f7f')).toBe(127);
    expect(isBrightColor('#7f7f7f')).toBe(false);
  });
  it('distinguishes by the weights, not the plain average', () => {
    // Pure green is bright, pure blue dark, although each is one full channel.
    expect(isBrightColor('#00ff00')).toBe(true);
    expect(isBrightColor('#0000ff')).toBe(false);
    expect(isBrightColor('#0f0')).toBe(true);
  });
  it('treats an unreadable colour as dark', () => {
    expect(isBrightColor('banana')).toBe(false);
  });
});

describe('contrastTextColor', () => {
  it('puts black on bright and white on dark backgrounds', () => {
    expect(contrastTextColor('#ECECEC')).toBe('#000000');
    expect(contrastTextColor('#808080')).toBe('#000000');
    expect(contrastTextColor('#7f7f7f')).toBe('#ffffff');
    expect(contrastTextColor('#000')).toBe('#ffffff');
  });
});
