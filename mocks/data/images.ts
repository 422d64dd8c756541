/**
 * Deterministic SVG placeholders for every image the simulator serves (/sim/img/:kind/:id.svg).
 * Same kind + id + size -> byte-identical SVG. Colours come from a hash of the id.
 * The photo kinds are also served as JPEG photos made from these drawings (mocks/photos.ts, Node only).
 */

export type PlaceholderKind = 'nominee' | 'logo' | 'judge' | 'brand' | 'banner' | 'section';

export const PLACEHOLDER_KINDS: readonly PlaceholderKind[] = ['nominee', 'logo', 'judge', 'brand', 'banner', 'section'];

/** The kinds venues upload as phone photos; logos and brands stay small SVGs, as real logos are. */
export type PhotoKind = Extract<PlaceholderKind, 'nominee' | 'judge' | 'banner' | 'section'>;

export const PHOTO_KINDS: readonly PhotoKind[] = ['nominee', 'judge', 'banner', 'section'];

export function isPhotoKind(kind: string): kind is PhotoKind {
  return (PHOTO_KINDS as readonly string[]).includes(kind);
}

/** The path the seed names for an image: '/sim/img/nominee/kaum-1.jpg' for a photo kind, '/sim/img/logo/kaum.svg' otherwise. */
export function simulatorImagePath(kind: PlaceholderKind, id: string): string {
  return `/sim/img/${kind}/${id}.${isPhotoKind(kind) ? 'jpg' : 'svg'}`;
}

/** A photo's path ('/sim/img/nominee/kaum-1.jpg'): its kind and id; null for any other path. */
export function photoOf(path: string): { kind: PhotoKind; id: string } | null {
  const match = /^\/sim\/img\/([a-z]+)\/([\w-]+)\.jpg$/.exec(path);
  return match && isPhotoKind(match[1]!) ? { kind: match[1], id: match[2]! } : null;
}

/**
 * The requests a server answers from mocks/photos.ts (the photo, or 404): every .jpg under /sim/img/.
 * MSW answers only the .svg drawings, so in the browser these reach the real server.
 */
export function isPhotoRequest(pathname: string): boolean {
  return pathname.startsWith('/sim/img/') && pathname.endsWith('.jpg');
}

/** Drawings and photos change only with the simulator's code: browsers may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Natural size (and aspect ratio) of each kind. */
export const DEFAULT_SIZE: Record<PlaceholderKind, { width: number; height: number }> = {
  nominee: { width: 800, height: 600 },
  logo: { width: 240, height: 240 },
  judge: { width: 480, height: 600 },
  brand: { width: 300, height: 200 },
  banner: { width: 1600, height: 900 },
  section: { width: 800, height: 600 },
};

const SERIF = "Georgia, 'Times New Roman', Times, serif";
export const CREAM = '#f8f1e3';

/** A placeholder's URL ('/sim/img/nominee/kaum-1.svg'): its kind and id; null for any other URL. */
export function placeholderOf(url: string): { kind: string; id: string } | null {
  const match = /^\/sim\/img\/([a-z]+)\/([\w-]+)\.svg$/.exec(url);
  return match ? { kind: match[1]!, id: match[2]! } : null;
}

export function isPlaceholderKind(kind: string): kind is PlaceholderKind {
  return (PLACEHOLDER_KINDS as readonly string[]).includes(kind);
}

/** FNV-1a, 32 bit. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** 'amuz-gourmet-2' -> 'Amuz Gourmet'; '3' -> '3'. */
function labelFromId(id: string): string {
  const words = id
    .replace(/-\d+$/, '')
    .replace(/^\d{4}-/, '')
    .split(/[-_\s]+/)
    .filter(Boolean);
  if (words.length === 0) return id;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

function initials(label: string): string {
  const words = label
    .replace(/,.*$/, '')
    .split(/[\s&-]+/)
    .filter((w) => w && !/^(the|by|and|of)$/i.test(w));
  const letters = words.slice(0, 2).map((w) => w.charAt(0).toUpperCase());
  return letters.join('') || label.charAt(0).toUpperCase() || '?';
}

function fitFont(text: string, maxWidth: number, maxSize: number): number {
  // Serif capitals average about 0.58 em.
  return Math.max(12, Math.min(maxSize, Math.floor(maxWidth / (Math.max(1, text.length) * 0.58))));
}

export interface Palette {
  from: string;
  to: string;
  accent: string;
  hue: number;
}

export function palette(id: string): Palette {
  const h = hash(id);
  const hue = h % 360;
  const hue2 = (hue + 25 + ((h >>> 9) % 50)) % 360;
  return {
    from: `hsl(${hue}, 42%, 34%)`,
    to: `hsl(${hue2}, 48%, 16%)`,
    accent: `hsl(${(hue + 180) % 360}, 55%, 72%)`,
    hue,
  };
}

function frame(w: number, h: number, view: { width: number; height: number }, title: string, uid: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${view.width} ${view.height}" preserveAspectRatio="xMidYMid slice" role="img" aria-labelledby="t${uid}">`,
    `<title id="t${uid}">${escapeXml(title)}</title>`,
    body,
    '</svg>',
  ].join('');
}

function gradientDefs(uid: string, p: Palette): string {
  return [
    '<defs>',
    `<linearGradient id="g${uid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="v${uid}" cx="0.5" cy="0.42" r="0.8"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`,
    `<radialGradient id="l${uid}" cx="0.3" cy="0.2" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
  ].join('');
}

function text(x: number, y: number, size: number, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${SERIF}" font-size="${size}" fill="${CREAM}"${extra}>${escapeXml(content)}</text>`;
}

/** 800x600: a table, a plate and a wine glass under warm light. */
function nomineeBody(uid: string, p: Palette, label: string, caption: string): string {
  const size = fitFont(label, 700, 46);
  return [
    gradientDefs(uid, p),
    `<rect width="800" height="600" fill="url(#g${uid})"/>`,
    `<rect width="800" height="600" fill="url(#l${uid})"/>`,
    '<rect y="380" width="800" height="220" fill="#000" opacity="0.2"/>',
    '<ellipse cx="330" cy="420" rx="175" ry="62" fill="#fff" opacity="0.15"/>',
    '<ellipse cx="330" cy="414" rx="122" ry="41" fill="#fff" opacity="0.12"/>',
    `<ellipse cx="330" cy="408" rx="54" ry="16" fill="${p.accent}" opacity="0.35"/>`,
    '<path d="M560 220h64q0 76-29 96v76h28v8h-62v-8h28v-76q-29-20-29-96z" fill="#fff" opacity="0.22"/>',
    '<path d="M566 262h52q-3 36-26 50q-23-14-26-50z" fill="#7a1e2c" opacity="0.45"/>',
    `<rect width="800" height="600" fill="url(#v${uid})"/>`,
    text(40, 548, size, label),
    caption ? text(42, 578, 18, caption, ' opacity="0.75" letter-spacing="2"') : '',
  ].join('');
}

/** 240x240: a monogram in a double ring. */
function logoBody(uid: string, p: Palette, label: string): string {
  const mono = initials(label);
  return [
    gradientDefs(uid, p),
    `<rect width="240" height="240" fill="url(#g${uid})"/>`,
    `<circle cx="120" cy="120" r="96" fill="none" stroke="${CREAM}" stroke-width="3" opacity="0.85"/>`,
    `<circle cx="120" cy="120" r="86" fill="none" stroke="${CREAM}" stroke-width="1" opacity="0.5"/>`,
    text(120, 122, mono.length > 1 ? 76 : 96, mono, ' text-anchor="middle" dominant-baseline="central" letter-spacing="2"'),
  ].join('');
}

/** 480x600: head-and-shoulders silhouette with a name plate. */
function judgeBody(uid: string, p: Palette, label: string): string {
  const size = fitFont(label, 420, 34);
  return [
    gradientDefs(uid, p),
    `<rect width="480" height="600" fill="url(#g${uid})"/>`,
    `<rect width="480" height="600" fill="url(#l${uid})"/>`,
    `<circle cx="240" cy="220" r="84" fill="hsl(${p.hue}, 20%, 82%)" opacity="0.9"/>`,
    `<path d="M64 600C64 430 150 338 240 338S416 430 416 600Z" fill="hsl(${p.hue}, 20%, 82%)" opacity="0.9"/>`,
    '<rect y="500" width="480" height="100" fill="#000" opacity="0.35"/>',
    text(240, 560, size, label, ' text-anchor="middle"'),
  ].join('');
}

/** 300x200: a wordmark on a light ground. */
function brandBody(p: Palette, label: string): string {
  const size = fitFont(label, 250, 30);
  const ink = `hsl(${p.hue}, 45%, 24%)`;
  return [
    `<rect width="300" height="200" fill="hsl(${p.hue}, 30%, 96%)"/>`,
    `<rect x="10" y="10" width="280" height="180" fill="none" stroke="${ink}" stroke-width="1" opacity="0.25"/>`,
    `<line x1="110" y1="68" x2="190" y2="68" stroke="${ink}" stroke-width="2"/>`,
    `<line x1="110" y1="136" x2="190" y2="136" stroke="${ink}" stroke-width="2"/>`,
    `<text x="150" y="104" font-family="${SERIF}" font-size="${size}" fill="${ink}" text-anchor="middle" dominant-baseline="central" letter-spacing="1">${escapeXml(label)}</text>`,
  ].join('');
}

/** 1600x900: a dark banner with concentric arcs and a large title. */
/** Splits a long title into two lines at the space nearest its middle. */
function twoLines(label: string, maxChars: number): string[] {
  if (label.length <= maxChars) return [label];
  const middle = label.length / 2;
  let best = -1;
  for (let i = 0; i < label.length; i++) {
    if (label[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return best < 0 ? [label] : [label.slice(0, best), label.slice(best + 1)];
}

function bannerBody(uid: string, p: Palette, label: string): string {
  const lines = twoLines(label, 24);
  const size = fitFont(
    lines.reduce((a, b) => (b.length > a.length ? b : a), ''),
    1300,
    96,
  );
  return [
    gradientDefs(uid, p),
    `<rect width="1600" height="900" fill="url(#g${uid})"/>`,
    `<rect width="1600" height="900" fill="url(#l${uid})"/>`,
    ...[260, 360, 460, 560].map(
      (r, i) =>
        `<circle cx="1320" cy="200" r="${r}" fill="none" stroke="${p.accent}" stroke-width="${2 + i}" opacity="${0.35 - i * 0.06}"/>`,
    ),
    `<line x1="150" y1="560" x2="450" y2="560" stroke="${p.accent}" stroke-width="4"/>`,
    ...lines.map((line, i) => text(150, 500 - (lines.length - 1 - i) * Math.round(size * 1.15), size, line)),
    text(150, 620, 32, 'EXQUISITE', ' letter-spacing="12" opacity="0.8"'),
    `<rect width="1600" height="900" fill="url(#v${uid})"/>`,
  ].join('');
}

/** 800x600: crossed cutlery over a table. */
function sectionBody(uid: string, p: Palette, label: string): string {
  const size = fitFont(label, 700, 44);
  return [
    gradientDefs(uid, p),
    `<rect width="800" height="600" fill="url(#g${uid})"/>`,
    `<rect width="800" height="600" fill="url(#l${uid})"/>`,
    '<circle cx="400" cy="260" r="150" fill="#fff" opacity="0.12"/>',
    '<circle cx="400" cy="260" r="110" fill="#fff" opacity="0.1"/>',
    `<g stroke="${CREAM}" stroke-width="10" stroke-linecap="round" opacity="0.6"><line x1="210" y1="120" x2="210" y2="400"/><line x1="590" y1="120" x2="590" y2="400"/></g>`,
    `<g stroke="${CREAM}" stroke-width="4" stroke-linecap="round" opacity="0.6"><line x1="196" y1="120" x2="196" y2="190"/><line x1="224" y1="120" x2="224" y2="190"/></g>`,
    `<rect width="800" height="600" fill="url(#v${uid})"/>`,
    text(400, 540, size, label, ' text-anchor="middle"'),
  ].join('');
}

/**
 * An SVG placeholder for an image of the given kind and id (the file name without '.svg').
 * `label` is the text drawn on it (a venue's or person's name); by default it is derived from the id.
 * Unknown kinds are drawn like 'section'.
 */
export function renderPlaceholderSvg(kind: string, id: string, width?: number, height?: number, label?: string): string {
  const k: PlaceholderKind = isPlaceholderKind(kind) ? kind : 'section';
  const view = DEFAULT_SIZE[k];
  const w = width && width > 0 ? Math.round(width) : view.width;
  const h = height && height > 0 ? Math.round(height) : width && width > 0 ? Math.round((w * view.height) / view.width) : view.height;
  const uid = hash(`${kind}/${id}`).toString(36);
  const p = palette(id);
  const photo = /-(\d+)$/.exec(id)?.[1];
  const fallback = k === 'judge' && /^\d+$/.test(id) ? `Judge ${id}` : labelFromId(id);
  const name = (label ?? '').trim() || fallback;
  switch (k) {
    case 'nominee': {
      const venue = name.replace(/, photo \d+$/, '');
      return frame(w, h, view, name, uid, nomineeBody(uid, p, venue, photo ? `PHOTO ${photo}` : ''));
    }
    case 'logo':
      return frame(w, h, view, `${name} logo`, uid, logoBody(uid, p, name));
    case 'judge':
      return frame(w, h, view, `Portrait of ${name}`, uid, judgeBody(uid, p, name));
    case 'brand':
      return frame(w, h, view, `${name} logo`, uid, brandBody(p, name));
    case 'banner':
      return frame(w, h, view, name, uid, bannerBody(uid, p, name));
    default:
      return frame(w, h, view, name, uid, sectionBody(uid, p, name));
  }
}
