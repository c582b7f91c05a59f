import type { Services } from '../../services.ts';
import { mediaServiceFor } from './media.service.ts';
import { sharp } from './media-files.ts';
import { DEMO_PRODUCT_PICTURES, type DemoProductPicture, demoProductSvg } from './demo-product-pictures.ts';

const W = 1600;
const H = 1000;

/** Sky over sea: two gradients split at the horizon. */
function seascape(sky: [string, string], sea: [string, string], horizon = 560): string {
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea[0]}"/><stop offset="1" stop-color="${sea[1]}"/></linearGradient>
  </defs>
  <rect width="${W}" height="${horizon}" fill="url(#sky)"/>
  <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>
  ${[0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<path d="M0 ${horizon + 60 + i * 80} q 200 -18 400 0 t 400 0 t 400 0 t 400 0" stroke="#ffffff" stroke-opacity="${0.18 - i * 0.025}" stroke-width="4" fill="none"/>`,
    )
    .join('')}`;
}

const sun = (x: number, y: number, r: number, colour: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" fill-opacity="0.9"/>`;

const palm = (x: number, y: number, scale = 1) => `
  <g transform="translate(${x} ${y}) scale(${scale})" fill="#12302c">
    <path d="M0 0 q 14 -140 -10 -260 l 12 0 q 26 120 10 260 z"/>
    <path d="M0 -258 q -90 -40 -170 10 q 90 -70 170 -22 z"/>
    <path d="M4 -258 q 90 -44 170 8 q -90 -66 -170 -20 z"/>
    <path d="M2 -262 q -40 -80 -120 -90 q 80 30 116 94 z"/>
    <path d="M4 -262 q 50 -76 130 -80 q -86 24 -124 84 z"/>
  </g>`;

const hut = (x: number, y: number, scale = 1) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="-70" y="-90" width="140" height="90" fill="#5b3a22"/>
    <path d="M-110 -86 L0 -170 L110 -86 Z" fill="#8a5a2b"/>
    <rect x="-20" y="-60" width="40" height="60" fill="#2e1c10"/>
    <rect x="-80" y="0" width="8" height="40" fill="#3b2616"/><rect x="72" y="0" width="8" height="40" fill="#3b2616"/>
  </g>`;

const boat = (x: number, y: number, scale = 1) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M-420 0 L420 0 L360 90 L-380 90 Z" fill="#f4f6f8"/>
    <path d="M-420 0 L420 0 L405 22 L-408 22 Z" fill="#1f4e79"/>
    <rect x="-300" y="-80" width="520" height="80" fill="#e8edf1"/>
    <rect x="-220" y="-150" width="340" height="70" fill="#dfe6ec"/>
    <rect x="-120" y="-205" width="150" height="55" fill="#d3dce4"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${-280 + i * 62}" y="-58" width="40" height="24" rx="4" fill="#27445f"/>`).join('')}
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${-200 + i * 64}" y="-130" width="40" height="22" rx="4" fill="#27445f"/>`).join('')}
    <rect x="-20" y="-270" width="10" height="65" fill="#c9d2da"/>
  </g>`;

const fish = (x: number, y: number, scale: number, colour: string) => `
  <g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}">
    <ellipse cx="0" cy="0" rx="40" ry="18"/><path d="M34 0 L66 -20 L66 20 Z"/>
  </g>`;

const coral = (x: number, colour: string, height: number) => `
  <g transform="translate(${x} ${H})" fill="${colour}">
    <path d="M-10 0 L-10 ${-height * 0.5} q -40 -30 -50 ${-height * 0.45} l 14 0 q 14 40 44 ${height * 0.3} L-2 ${-height} l 14 0 L10 ${-height * 0.55} q 30 -20 40 ${-height * 0.3} l 14 0 q -10 40 -54 ${height * 0.45} L12 0 Z"/>
  </g>`;

const bed = (x: number, y: number, width: number, cover: string) => `
  <g transform="translate(${x} ${y})">
    <rect x="0" y="-150" width="24" height="190" fill="#4a3424"/>
    <rect x="0" y="0" width="${width}" height="70" rx="10" fill="#f2ede4"/>
    <rect x="${width * 0.3}" y="-6" width="${width * 0.7}" height="76" rx="10" fill="${cover}"/>
    <rect x="34" y="-34" width="${width * 0.22}" height="40" rx="16" fill="#ffffff"/>
    <rect x="0" y="70" width="${width}" height="30" fill="#4a3424"/>
  </g>`;

/** A room with a window onto the sea. */
const room = (wall: string, floor: string, window: { x: number; w: number; round?: boolean }) => `
  <defs>
    <linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3f4"/><stop offset="0.55" stop-color="#bfe9ff"/><stop offset="0.56" stop-color="#1e88b6"/><stop offset="1" stop-color="#0b4f71"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="${wall}"/>
  <rect y="${H - 260}" width="${W}" height="260" fill="${floor}"/>
  ${
    window.round
      ? `<circle cx="${window.x + window.w / 2}" cy="330" r="${window.w / 2}" fill="url(#view)" stroke="#c9b27a" stroke-width="22"/>`
      : `<rect x="${window.x}" y="160" width="${window.w}" height="340" fill="url(#view)" stroke="#ffffff" stroke-width="18"/>
         <rect x="${window.x + window.w / 2 - 6}" y="160" width="12" height="340" fill="#ffffff"/>`
  }`;

const caption = (text: string) => `
  <rect x="0" y="${H - 120}" width="${W}" height="120" fill="#001a2c" fill-opacity="0.45"/>
  <text x="60" y="${H - 45}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="58" font-weight="bold" fill="#ffffff">${text}</text>`;

/** The demo pictures by the name the demo loader attaches them under. */
export const DEMO_PICTURES = {
  resort: {
    title: 'Coral Garden Resort',
    svg: `${seascape(['#ff9a6b', '#ffd39b'], ['#1b8fb3', '#0a3d5c'])}${sun(1180, 420, 110, '#fff1c1')}
      <path d="M200 600 Q 700 430 1250 600 Z" fill="#e9d39c"/>${palm(420, 560, 1)}${palm(560, 540, 0.8)}${hut(800, 560, 0.9)}${hut(1000, 575, 0.7)}${palm(1150, 585, 0.7)}`,
  },
  houseReef: {
    title: 'House reef',
    svg: `<defs><linearGradient id="deep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3cc6e6"/><stop offset="1" stop-color="#06304d"/></linearGradient></defs>
      <rect width="${W}" height="${H}" fill="url(#deep)"/>
      ${[200, 520, 900, 1250].map((x) => `<path d="M${x} 0 L${x + 120} 0 L${x + 420} ${H} L${x + 260} ${H} Z" fill="#ffffff" fill-opacity="0.07"/>`).join('')}
      ${coral(180, '#ff7f6b', 360)}${coral(420, '#ffb347', 260)}${coral(760, '#e85d9a', 420)}${coral(1100, '#ff7f6b', 300)}${coral(1400, '#ffd166', 380)}
      ${fish(600, 380, 1.4, '#ffd166')}${fish(760, 330, 1, '#ffd166')}${fish(1100, 470, 1.6, '#ff9f43')}${fish(1250, 250, 0.9, '#f8f9fa')}`,
  },
  bungalow: {
    title: 'Beach bungalow',
    svg: `${seascape(['#5ec8f2', '#c9efff'], ['#24a6c9', '#0d5f80'], 480)}
      <path d="M0 700 Q 800 560 1600 690 L1600 1000 L0 1000 Z" fill="#f1dcaa"/>${hut(760, 720, 1.8)}${palm(300, 760, 1.3)}${palm(1260, 740, 1.1)}`,
  },
  deluxeRoom: {
    title: 'Deluxe sea-view room',
    svg: `${room('#efe4d2', '#b88a5a', { x: 900, w: 520 })}${bed(160, 640, 620, '#2f7fa3')}
      <rect x="820" y="640" width="90" height="100" fill="#6b4a32"/><circle cx="865" cy="600" r="34" fill="#ffd39b"/>`,
  },
  dorm: {
    title: 'Divers dorm',
    svg: `${room('#dfe9ee', '#9c7b5b', { x: 1100, w: 360 })}
      ${bed(120, 420, 520, '#e76f51')}${bed(120, 700, 520, '#2a9d8f')}${bed(720, 420, 300, '#e9c46a')}${bed(720, 700, 300, '#264653')}
      <rect x="110" y="300" width="16" height="520" fill="#4a3424"/><rect x="1030" y="300" width="16" height="520" fill="#4a3424"/>`,
  },
  vessel: {
    title: 'MV Sea Whisper at sea',
    svg: `${seascape(['#7cc6ee', '#d8f1ff'], ['#1577a8', '#07354f'], 520)}${sun(260, 200, 80, '#ffffff')}${boat(820, 600, 1.2)}
      <path d="M300 700 q 520 40 1040 0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="8" fill="none"/>`,
  },
  sunset: {
    title: 'Sundeck at sunset',
    svg: `${seascape(['#3d1d5c', '#ff8a5c'], ['#6b3a5c', '#1b1030'], 600)}${sun(800, 600, 160, '#ffcf70')}
      <rect y="600" width="${W}" height="${H - 600}" fill="#1b1030" fill-opacity="0.35"/>${boat(1180, 690, 0.55)}
      <rect x="0" y="840" width="${W}" height="40" fill="#2b1a12"/>${[100, 420, 740, 1060, 1380].map((x) => `<rect x="${x}" y="760" width="12" height="90" fill="#2b1a12"/>`).join('')}`,
  },
  cabin: {
    title: 'Twin cabin',
    svg: `${room('#f3ead8', '#7a5532', { x: 1050, w: 300, round: true })}${bed(120, 640, 400, '#1f4e79')}${bed(560, 640, 400, '#1f4e79')}`,
  },
} as const;
export type DemoPicture = keyof typeof DEMO_PICTURES;

export const DEMO_FOLDER = 'Demo';

/** Renders one demo picture (SVG drawn by sharp) as a JPEG with its caption. */
export async function renderDemoPicture(name: DemoPicture): Promise<Buffer> {
  const { title, svg } = DEMO_PICTURES[name];
  const document = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${svg}${caption(title)}</svg>`;
  return (await sharp())(Buffer.from(document)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * Puts pictures into the library's folder "Demo" and answers their ids by name; running it again
 * reuses the pictures already there (by title).
 */
async function loadPictures<N extends string>(
  services: Pick<Services, 'config' | 'database'>,
  titles: Record<N, string>,
  render: (name: N) => Promise<Buffer>,
): Promise<Record<N, string>> {
  const media = mediaServiceFor(services);
  const folder = await media.repository.insertFolder(DEMO_FOLDER, null);
  const existing = new Map(
    (await media.repository.mediaInFolder(folder.id)).map((row) => [row.name, row.id]),
  );
  const ids = {} as Record<N, string>;
  for (const name of Object.keys(titles) as N[]) {
    const title = titles[name];
    const known = existing.get(title);
    if (known) {
      ids[name] = known;
      continue;
    }
    const row = await media.create(
      { name: title, folder: folder.id },
      { bytes: await render(name), fileName: `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.jpg` },
      false,
    );
    ids[name] = row.id;
  }
  return ids;
}

/**
 * The demo pictures by name (`resort`, `houseReef`, `vessel`, `cabin`, ...) for the demo loader to
 * attach to resorts, vessels and rooms.
 */
export function loadDemoMedia(
  services: Pick<Services, 'config' | 'database'>,
): Promise<Record<DemoPicture, string>> {
  const titles = Object.fromEntries(
    Object.entries(DEMO_PICTURES).map(([name, picture]) => [name, picture.title]),
  ) as Record<DemoPicture, string>;
  return loadPictures(services, titles, renderDemoPicture);
}

/** The counter's product pictures (`beer`, `can`, `coconut`, `sunscreen`, `shirt`) by name. */
export function loadDemoProductMedia(
  services: Pick<Services, 'config' | 'database'>,
): Promise<Record<DemoProductPicture, string>> {
  const titles = Object.fromEntries(
    Object.entries(DEMO_PRODUCT_PICTURES).map(([name, picture]) => [name, picture.title]),
  ) as Record<DemoProductPicture, string>;
  return loadPictures(services, titles, async (name) =>
    (await sharp())(Buffer.from(demoProductSvg(name)))
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}
