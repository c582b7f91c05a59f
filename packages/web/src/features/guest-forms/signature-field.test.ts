import { afterEach, describe, expect, it, vi } from 'vitest';
import { typedSignature } from './signature-field.tsx';

afterEach(() => vi.restoreAllMocks());

/** jsdom draws nothing: a 2D context that records what is written and how wide the font makes it. */
function fakeCanvas() {
  const written: { text: string; font: string }[] = [];
  const context = {
    font: '',
    fillStyle: '',
    textBaseline: '',
    // 10 px per character at 56 px, narrower as the font shrinks.
    measureText(text: string) {
      return { width: text.length * (Number.parseInt(/(\d+)px/.exec(this.font)![1]!, 10) / 5.6) };
    },
    fillText(text: string) {
      written.push({ text, font: this.font });
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,U0lHTg==');
  return written;
}

describe('typedSignature', () => {
  it('draws the typed name as a PNG signature, the same kind of value a drawing gives', () => {
    const written = fakeCanvas();
    expect(typedSignature('  Anna Berg ')).toBe('data:image/png;base64,U0lHTg==');
    expect(written).toEqual([{ text: 'Anna Berg', font: expect.stringMatching(/^italic 56px /) }]);
  });

  it('shrinks a long name to fit the box instead of cutting it', () => {
    const written = fakeCanvas();
    const name = 'Maria Magdalena Fernanda de la Cruz y Montenegro-Schmidt von Hohenberg';
    typedSignature(name);
    const size = Number.parseInt(/(\d+)px/.exec(written[0]!.font)![1]!, 10);
    expect(size).toBeLessThan(56);
    // The box is 600 px wide with 20 px either side.
    expect(name.length * (size / 5.6)).toBeLessThanOrEqual(560);
  });

  it('gives no signature for a blank name or without a canvas', () => {
    fakeCanvas();
    expect(typedSignature('   ')).toBe('');
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(typedSignature('Anna Berg')).toBe('');
  });
});
