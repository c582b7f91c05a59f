/**
 * Pictures of the counter's goods for the demo (issue 35: tiles with photos), drawn as SVG and
 * rendered by sharp like the resort's pictures: square, on a soft background, no caption — the
 * tile names the product.
 */
const S = 600;

const backdrop = (from: string, to: string) => `
  <defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient></defs>
  <rect width="${S}" height="${S}" fill="url(#bg)"/>
  <ellipse cx="300" cy="540" rx="170" ry="26" fill="#000" fill-opacity="0.12"/>`;

export const DEMO_PRODUCT_PICTURES = {
  beer: {
    title: 'Beer bottle',
    svg: `${backdrop('#fff4d6', '#f0c36a')}
      <path d="M270 70 h60 v90 q0 40 40 80 q30 30 30 80 v220 q0 30 -30 30 h-140 q-30 0 -30 -30 v-220 q0 -50 30 -80 q40 -40 40 -80 z" fill="#2f6b2f"/>
      <rect x="262" y="60" width="76" height="26" rx="6" fill="#c9a227"/>
      <rect x="205" y="330" width="190" height="120" rx="10" fill="#f5efe0"/>
      <circle cx="300" cy="390" r="38" fill="#c0392b"/><path d="M300 362 l10 20 l22 3 l-16 15 l4 22 l-20 -11 l-20 11 l4 -22 l-16 -15 l22 -3 z" fill="#f5efe0"/>`,
  },
  can: {
    title: 'Soft drink can',
    svg: `${backdrop('#ffe3e3', '#f08080')}
      <rect x="200" y="110" width="200" height="400" rx="30" fill="#c62828"/>
      <rect x="210" y="96" width="180" height="30" rx="14" fill="#b0b7bd"/><rect x="210" y="496" width="180" height="28" rx="14" fill="#b0b7bd"/>
      <path d="M200 300 q 100 -60 200 0 v 60 q -100 -60 -200 0 z" fill="#ffffff"/>
      <rect x="225" y="140" width="18" height="320" rx="9" fill="#ffffff" fill-opacity="0.25"/>`,
  },
  coconut: {
    title: 'Young coconut',
    svg: `${backdrop('#e9f7e4', '#9ccc65')}
      <path d="M150 330 q 150 -250 300 0 q 0 190 -150 190 q -150 0 -150 -190 z" fill="#7cb342"/>
      <path d="M230 170 q 70 -60 140 0 l -30 40 h -80 z" fill="#f1f8e9"/>
      <rect x="318" y="60" width="14" height="150" rx="7" fill="#ef5350" transform="rotate(12 325 135)"/>
      <path d="M175 380 q 125 60 250 0" stroke="#558b2f" stroke-width="10" fill="none"/>`,
  },
  sunscreen: {
    title: 'Sunscreen',
    svg: `${backdrop('#fff8e1', '#ffcc80')}
      <path d="M215 120 h170 l-20 380 q0 20 -20 20 h-90 q-20 0 -20 -20 z" fill="#fafafa" stroke="#ffb300" stroke-width="8"/>
      <rect x="250" y="70" width="100" height="60" rx="12" fill="#ff8f00"/>
      <circle cx="300" cy="260" r="56" fill="#ffb300"/>
      ${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<rect x="296" y="176" width="8" height="26" rx="4" fill="#ffb300" transform="rotate(${a} 300 260)"/>`).join('')}
      <rect x="245" y="360" width="110" height="22" rx="8" fill="#0277bd"/><rect x="262" y="396" width="76" height="16" rx="8" fill="#0277bd" fill-opacity="0.6"/>`,
  },
  shirt: {
    title: 'T-shirt',
    svg: `${backdrop('#e3f2fd', '#64b5f6')}
      <path d="M210 110 l-110 60 l45 100 l55 -25 v250 h200 v-250 l55 25 l45 -100 l-110 -60 q -20 50 -90 50 q -70 0 -90 -50 z" fill="#0d47a1"/>
      <path d="M250 110 q 50 40 100 0" stroke="#ffffff" stroke-width="8" fill="none"/>
      <path d="M250 330 q 50 -50 100 0 q -50 40 -100 0 z" fill="#4fc3f7"/><path d="M350 330 l 30 -20 l 0 40 z" fill="#4fc3f7"/>`,
  },
} as const;
export type DemoProductPicture = keyof typeof DEMO_PRODUCT_PICTURES;

/** The SVG document of one product picture. */
export function demoProductSvg(name: DemoProductPicture): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${DEMO_PRODUCT_PICTURES[name].svg}</svg>`;
}
