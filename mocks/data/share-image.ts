/**
 * Raster share images (Open Graph / X cards): a PNG of the same placeholder that /sim/img/:kind/:id.svg
 * draws, for the chats and crawlers that never see SVG or the simulator's service worker. The build
 * (Node) writes one per nominee page into dist/; nothing here runs in the browser.
 *
 * Same kind + id + size -> byte-identical PNG. Colours come from images.ts (`palette`, `CREAM`); the
 * scene is the SVG's, without its text, in the SVG's own coordinates (its viewBox), placed on the card
 * like `preserveAspectRatio="xMidYMid slice"` for landscape kinds and `meet` for the others. A thin
 * frame and an accent rule where the title would be make it a card. Pure TypeScript: shapes are signed
 * distance functions (anti-aliased by coverage), node:zlib deflates the scanlines.
 */
import { deflateSync } from 'node:zlib';
import { CREAM, DEFAULT_SIZE, isPlaceholderKind, palette, type Palette, type PlaceholderKind } from './images';

/** The Open Graph size (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const MAX_SIDE = 4096;

// ---------------------------------------------------------------------------------------------------
// Colour

type Rgb = readonly [number, number, number];

/** '#rgb', '#rrggbb' or 'hsl(h, s%, l%)' (the forms images.ts writes) -> sRGB 0..255, as a browser would. */
function cssColour(css: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number) => parseInt(full.slice(2 * i, 2 * i + 2), 16);
    return [byte(0), byte(1), byte(2)];
  }
  const hsl = /^hsl\(\s*(-?[\d.]+)\s*,\s*([\d.]+)%\s*,\s*([\d.]+)%\s*\)$/.exec(css);
  if (hsl) return hslToRgb(Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100);
  throw new Error(`share-image: unsupported colour ${css}`);
}

/** CSS Color 4, "HSL to RGB". */
function hslToRgb(hue: number, s: number, l: number): Rgb {
  const h = ((hue % 360) + 360) % 360;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const CREAM_RGB = cssColour(CREAM);

// ---------------------------------------------------------------------------------------------------
// Shapes: signed distances (negative inside) in the units of the space they are drawn in

/** A signed distance, and the box outside which it is certainly positive (so it need not be computed there). */
type Distance = ((x: number, y: number) => number) & { bounds?: Bounds };
type Bounds = readonly [x0: number, y0: number, x1: number, y1: number];

/** Math.hypot is several times slower, and this runs for every pixel of every shape. */
const length = (x: number, y: number) => Math.sqrt(x * x + y * y);

const bounded = (distance: (x: number, y: number) => number, bounds: Bounds): Distance => Object.assign(distance, { bounds });

function rect(x: number, y: number, w: number, h: number): Distance {
  const cx = x + w / 2;
  const cy = y + h / 2;
  return bounded(
    (px, py) => {
      const dx = Math.abs(px - cx) - w / 2;
      const dy = Math.abs(py - cy) - h / 2;
      return length(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0);
    },
    [x, y, x + w, y + h],
  );
}

/** A rectangle's outline, stroked `width` wide on its edge (an SVG stroke). */
function rectOutline(x: number, y: number, w: number, h: number, width: number): Distance {
  const box = rect(x, y, w, h);
  const half = width / 2;
  return bounded((px, py) => Math.abs(box(px, py)) - half, [x - half, y - half, x + w + half, y + h + half]);
}

/** A horizontal band across the whole card (a full-width `<rect>` of the SVG). */
function band(y: number, h: number): Distance {
  return bounded((_px, py) => Math.abs(py - (y + h / 2)) - h / 2, [-Infinity, y, Infinity, y + h]);
}

function circle(cx: number, cy: number, r: number): Distance {
  return bounded((px, py) => length(px - cx, py - cy) - r, [cx - r, cy - r, cx + r, cy + r]);
}

/** A stroked circle. */
function ring(cx: number, cy: number, r: number, width: number): Distance {
  const outer = r + width / 2;
  return bounded((px, py) => Math.abs(length(px - cx, py - cy) - r) - width / 2, [cx - outer, cy - outer, cx + outer, cy + outer]);
}

/** An ellipse (Quílez's first-order approximation of the distance, exact enough for edges). */
function ellipse(cx: number, cy: number, rx: number, ry: number): Distance {
  return bounded(
    (px, py) => {
      const x = px - cx;
      const y = py - cy;
      const k0 = length(x / rx, y / ry);
      const k1 = length(x / (rx * rx), y / (ry * ry));
      return k1 === 0 ? -Math.min(rx, ry) : (k0 * (k0 - 1)) / k1;
    },
    [cx - rx, cy - ry, cx + rx, cy + ry],
  );
}

/** A line with round caps (stroke-linecap="round"). */
function roundLine(x1: number, y1: number, x2: number, y2: number, width: number): Distance {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length2 = dx * dx + dy * dy;
  const half = width / 2;
  return bounded(
    (px, py) => {
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / length2));
      return length(px - (x1 + t * dx), py - (y1 + t * dy)) - half;
    },
    [Math.min(x1, x2) - half, Math.min(y1, y2) - half, Math.max(x1, x2) + half, Math.max(y1, y2) + half],
  );
}

/** A closed path of lines and Bézier curves, flattened into a polygon (even-odd fill). */
class PathBuilder {
  readonly points: number[] = [];
  private x = 0;
  private y = 0;

  constructor(x: number, y: number) {
    this.to(x, y);
  }

  private to(x: number, y: number): this {
    this.points.push(x, y);
    this.x = x;
    this.y = y;
    return this;
  }

  line(x: number, y: number): this {
    return this.to(x, y);
  }

  quad(cx: number, cy: number, x: number, y: number): this {
    const [x0, y0] = [this.x, this.y];
    for (let i = 1; i <= 16; i++) {
      const t = i / 16;
      const m = 1 - t;
      this.to(m * m * x0 + 2 * m * t * cx + t * t * x, m * m * y0 + 2 * m * t * cy + t * t * y);
    }
    return this;
  }

  cubic(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    const [x0, y0] = [this.x, this.y];
    for (let i = 1; i <= 24; i++) {
      const t = i / 24;
      const m = 1 - t;
      const [a, b, c, d] = [m * m * m, 3 * m * m * t, 3 * m * t * t, t * t * t];
      this.to(a * x0 + b * c1x + c * c2x + d * x, a * y0 + b * c1y + c * c2y + d * y);
    }
    return this;
  }

  close(): Distance {
    const p = this.points;
    const n = p.length / 2;
    const xs = p.filter((_, i) => i % 2 === 0);
    const ys = p.filter((_, i) => i % 2 === 1);
    const bounds: Bounds = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    const distance = (px: number, py: number) => {
      let best = Infinity;
      let inside = false;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const ax = p[2 * j]!;
        const ay = p[2 * j + 1]!;
        const bx = p[2 * i]!;
        const by = p[2 * i + 1]!;
        const ex = bx - ax;
        const ey = by - ay;
        const length2 = ex * ex + ey * ey;
        const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * ex + (py - ay) * ey) / length2));
        best = Math.min(best, length(px - (ax + t * ex), py - (ay + t * ey)));
        if (ay > py !== by > py && px < ax + ((py - ay) * ex) / ey) inside = !inside;
      }
      return inside ? -best : best;
    };
    return bounded(distance, bounds);
  }
}

// ---------------------------------------------------------------------------------------------------
// Layers, painted in order onto an opaque card

/** Where one pixel centre falls: in the SVG's viewBox (x, y), its background box (u, v in 0..1), the card. */
interface Sample {
  x: number;
  y: number;
  u: number;
  v: number;
  cardX: number;
  cardY: number;
}

type Layer = (s: Sample, out: Float64Array) => void;

function blend(out: Float64Array, [r, g, b]: Rgb, alpha: number): void {
  if (alpha <= 0) return;
  const keep = 1 - alpha;
  out[0] = out[0]! * keep + r * alpha;
  out[1] = out[1]! * keep + g * alpha;
  out[2] = out[2]! * keep + b * alpha;
}

/** Paints `distance`'s inside, anti-aliased over one pixel (`pixel` long in the shape's units). */
function paint(distance: Distance, colour: Rgb, opacity: number, pixel: number, x: number, y: number, out: Float64Array): void {
  const b = distance.bounds;
  if (b && (x < b[0] - pixel || y < b[1] - pixel || x > b[2] + pixel || y > b[3] + pixel)) return;
  blend(out, colour, opacity * Math.max(0, Math.min(1, 0.5 - distance(x, y) / pixel)));
}

/** A shape in the SVG's viewBox; `pixel` is one card pixel in viewBox units. */
function shape(distance: Distance, colour: Rgb, opacity: number, pixel: number): Layer {
  return (s, out) => paint(distance, colour, opacity, pixel, s.x, s.y, out);
}

/** A shape in card pixels. */
function cardShape(distance: Distance, colour: Rgb, opacity: number): Layer {
  return (s, out) => paint(distance, colour, opacity, 1, s.cardX, s.cardY, out);
}

function solid(colour: Rgb): Layer {
  return (_s, out) => blend(out, colour, 1);
}

/** `<linearGradient x1="0" y1="0" x2="1" y2="1">` from -> to over the background box. */
function diagonal(from: Rgb, to: Rgb): Layer {
  return (s, out) => {
    const t = Math.max(0, Math.min(1, (s.u + s.v) / 2));
    out[0] = from[0] + (to[0] - from[0]) * t;
    out[1] = from[1] + (to[1] - from[1]) * t;
    out[2] = from[2] + (to[2] - from[2]) * t;
  };
}

/** gradientDefs' "l": a white light at (0.3, 0.2), 0.22 fading to 0 at r = 0.6. */
const light: Layer = (s, out) => blend(out, WHITE, 0.22 * Math.max(0, 1 - length(s.u - 0.3, s.v - 0.2) / 0.6));

/** gradientDefs' "v": a vignette, clear inside 0.55 of r = 0.8 around (0.5, 0.42), 0.45 black at the rim. */
const vignette: Layer = (s, out) => {
  const t = length(s.u - 0.5, s.v - 0.42) / 0.8;
  blend(out, BLACK, t <= 0.55 ? 0 : 0.45 * Math.min(1, (t - 0.55) / 0.45));
};

interface Scene {
  /** Cover the card (and crop) like the SVG's `slice`, or fit inside it (`meet`) with the background extended. */
  fit: 'slice' | 'meet';
  /** The card's frame, unless the scene draws its own. */
  frame?: { colour: Rgb; opacity: number };
  /** The card's accent rule where the title would be, unless the scene draws its own. */
  rule: boolean;
  layers: (p: Palette, colours: Colours, pixel: number) => Layer[];
}

interface Colours {
  from: Rgb;
  to: Rgb;
  accent: Rgb;
  cream: Rgb;
}

/** The bodies of images.ts without their text, shape for shape. */
const SCENES: Record<PlaceholderKind, Scene> = {
  nominee: {
    fit: 'slice',
    frame: { colour: CREAM_RGB, opacity: 0.5 },
    rule: true,
    layers: (_p, c, px) => [
      diagonal(c.from, c.to),
      light,
      shape(band(380, 220), BLACK, 0.2, px),
      shape(ellipse(330, 420, 175, 62), WHITE, 0.15, px),
      shape(ellipse(330, 414, 122, 41), WHITE, 0.12, px),
      shape(ellipse(330, 408, 54, 16), c.accent, 0.35, px),
      // The wine glass: bowl, stem and foot, then the wine.
      shape(
        new PathBuilder(560, 220)
          .line(624, 220)
          .quad(624, 296, 595, 316)
          .line(595, 392)
          .line(623, 392)
          .line(623, 400)
          .line(561, 400)
          .line(561, 392)
          .line(589, 392)
          .line(589, 316)
          .quad(560, 296, 560, 220)
          .close(),
        WHITE,
        0.22,
        px,
      ),
      shape(
        new PathBuilder(566, 262).line(618, 262).quad(615, 298, 592, 312).quad(569, 298, 566, 262).close(),
        cssColour('#7a1e2c'),
        0.45,
        px,
      ),
      vignette,
    ],
  },
  logo: {
    fit: 'meet',
    frame: { colour: CREAM_RGB, opacity: 0.5 },
    rule: true,
    layers: (_p, c, px) => [
      diagonal(c.from, c.to),
      shape(ring(120, 120, 96, 3), c.cream, 0.85, px),
      shape(ring(120, 120, 86, 1), c.cream, 0.5, px),
    ],
  },
  judge: {
    fit: 'meet',
    frame: { colour: CREAM_RGB, opacity: 0.5 },
    rule: true,
    layers: (p, c, px) => {
      const skin = hslToRgb(p.hue, 0.2, 0.82);
      return [
        diagonal(c.from, c.to),
        light,
        shape(circle(240, 220, 84), skin, 0.9, px),
        shape(new PathBuilder(64, 600).cubic(64, 430, 150, 338, 240, 338).cubic(330, 338, 416, 430, 416, 600).close(), skin, 0.9, px),
        shape(band(500, 100), BLACK, 0.35, px),
      ];
    },
  },
  brand: {
    fit: 'meet',
    rule: true,
    layers: (p, _c, px) => {
      const ink = hslToRgb(p.hue, 0.45, 0.24);
      return [
        solid(hslToRgb(p.hue, 0.3, 0.96)),
        shape(rectOutline(10, 10, 280, 180, 1), ink, 0.25, px),
        shape(rect(110, 67, 80, 2), ink, 1, px),
        shape(rect(110, 135, 80, 2), ink, 1, px),
      ];
    },
  },
  banner: {
    fit: 'slice',
    frame: { colour: CREAM_RGB, opacity: 0.5 },
    rule: false,
    layers: (_p, c, px) => [
      diagonal(c.from, c.to),
      light,
      ...[260, 360, 460, 560].map((r, i) => shape(ring(1320, 200, r, 2 + i), c.accent, 0.35 - i * 0.06, px)),
      shape(rect(150, 558, 300, 4), c.accent, 1, px),
      vignette,
    ],
  },
  section: {
    fit: 'slice',
    frame: { colour: CREAM_RGB, opacity: 0.5 },
    rule: true,
    layers: (_p, c, px) => [
      diagonal(c.from, c.to),
      light,
      shape(circle(400, 260, 150), WHITE, 0.12, px),
      shape(circle(400, 260, 110), WHITE, 0.1, px),
      ...[210, 590].map((x) => shape(roundLine(x, 120, x, 400, 10), c.cream, 0.6, px)),
      ...[196, 224].map((x) => shape(roundLine(x, 120, x, 190, 4), c.cream, 0.6, px)),
      vignette,
    ],
  },
};

// ---------------------------------------------------------------------------------------------------
// Drawing

function side(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Math.round(value);
  if (!Number.isFinite(value) || n < 1 || n > MAX_SIDE) throw new RangeError(`share-image: ${name} must be 1..${MAX_SIDE}, got ${value}`);
  return n;
}

/** PNG scanlines: per row, filter type 0 and the row's RGB bytes, top to bottom. */
function draw(kind: PlaceholderKind, id: string, width: number, height: number): Uint8Array {
  const scene = SCENES[kind];
  const view = DEFAULT_SIZE[kind];
  const p = palette(id);
  const colours: Colours = { from: cssColour(p.from), to: cssColour(p.to), accent: cssColour(p.accent), cream: CREAM_RGB };

  // viewBox -> card, centred (xMidYMid).
  const scale = (scene.fit === 'slice' ? Math.max : Math.min)(width / view.width, height / view.height);
  const offsetX = (width - view.width * scale) / 2;
  const offsetY = (height - view.height * scale) / 2;

  // The card's own furniture, scaled with it: a frame, and an accent rule where the title would be.
  const k = Math.min(width / SHARE_IMAGE_SIZE.width, height / SHARE_IMAGE_SIZE.height);
  const inset = Math.round(24 * k);
  const stroke = Math.max(1, Math.round(2 * k));
  const ruleHeight = Math.max(2, Math.round(6 * k));
  const layers = scene.layers(p, colours, 1 / scale);
  if (scene.frame) {
    layers.push(
      cardShape(rectOutline(inset, inset, width - 2 * inset, height - 2 * inset, stroke), scene.frame.colour, scene.frame.opacity),
    );
  }
  if (scene.rule) {
    const rule = rect(Math.round(64 * k), height - Math.round(72 * k), Math.round(240 * k), ruleHeight);
    layers.push(cardShape(rule, colours.accent, 1));
  }

  const stride = 1 + width * 3;
  const scanlines = new Uint8Array(height * stride); // each row's filter byte stays 0 (None)
  const out = new Float64Array(3);
  const s: Sample = { x: 0, y: 0, u: 0, v: 0, cardX: 0, cardY: 0 };
  for (let row = 0; row < height; row++) {
    s.cardY = row + 0.5;
    s.y = (s.cardY - offsetY) / scale;
    s.v = scene.fit === 'slice' ? s.y / view.height : s.cardY / height;
    for (let col = 0; col < width; col++) {
      s.cardX = col + 0.5;
      s.x = (s.cardX - offsetX) / scale;
      s.u = scene.fit === 'slice' ? s.x / view.width : s.cardX / width;
      out.fill(0);
      for (const layer of layers) layer(s, out);
      const i = row * stride + 1 + col * 3;
      scanlines[i] = Math.round(out[0]!);
      scanlines[i + 1] = Math.round(out[1]!);
      scanlines[i + 2] = Math.round(out[2]!);
    }
  }
  return scanlines;
}

// ---------------------------------------------------------------------------------------------------
// PNG

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG uses it). */
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) bytes[4 + i] = type.charCodeAt(i);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

/**
 * Filter type 0 everywhere: measured on these cards, deflate alone (level 9) comes out as small as or
 * smaller than libpng's per-row adaptive choice, at a fraction of the time, because each row of a
 * diagonal gradient repeats the row above shifted by a pixel or so, which LZ77 finds by itself.
 */
function encodePng(scanlines: Uint8Array, width: number, height: number): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour (RGB), deflate, filter method 0, no interlace
  const idat = deflateSync(scanlines, { level: 9, memLevel: 9 });
  const parts = [
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', header),
    chunk('sRGB', Uint8Array.of(0)), // the colours are sRGB, as in the SVG (perceptual intent)
    chunk('IDAT', new Uint8Array(idat.buffer, idat.byteOffset, idat.byteLength)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}

/**
 * A PNG share image of the placeholder for `kind` + `id` (as renderPlaceholderSvg draws it, without
 * text), SHARE_IMAGE_SIZE unless told; a width alone keeps the 1200:630 ratio. Unknown kinds are drawn
 * like 'section'. Throws a RangeError for a side outside 1..4096.
 */
export function renderShareImagePng(kind: string, id: string, options: { width?: number; height?: number } = {}): Uint8Array {
  const width = side(options.width, SHARE_IMAGE_SIZE.width, 'width');
  const height = side(
    options.height,
    options.width === undefined
      ? SHARE_IMAGE_SIZE.height
      : Math.max(1, Math.round((width * SHARE_IMAGE_SIZE.height) / SHARE_IMAGE_SIZE.width)),
    'height',
  );
  const k: PlaceholderKind = isPlaceholderKind(kind) ? kind : 'section';
  return encodePng(draw(k, id, width, height), width, height);
}
