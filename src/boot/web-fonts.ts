/**
 * When and how the web fonts load. Text paints at once in fallback faces shaped
 * like the web fonts (src/components/global.css, docs/decisions/009), so the swap
 * moves nothing. The font files (about 60 KB) wait until the first screen's
 * data has settled, its images have painted and the page is idle: on a slow
 * connection they never compete with the data and the images a visitor came for.
 * WEB_FONTS_LATEST_MS bounds the wait when the data never settles.
 *
 * The faces are declared with the page's first styles (global.css), where nothing names them
 * until WEB_FONTS_ATTRIBUTE is set, so no download starts by itself; this module asks for them.
 */
import { afterNextPaint } from '../document/after-paint';
import { WEB_FONTS_ATTRIBUTE } from '../document/web-fonts-in';

export const WEB_FONTS_LATEST_MS = 4000;

/** The faces global.css declares. */
const WEB_FONTS = [
  { family: 'Montserrat', weight: 400 },
  { family: 'Montserrat', weight: 600 },
  { family: 'Playfair Display', weight: 700 },
] as const;

/**
 * The most elements one step of the takeover lays out again. On the bench's phone an element costs
 * about 0.3 ms of style and layout (more for a long paragraph), and the frame's paint and commit
 * 20 ms more: a step of this size stays under the 50 ms of a long task.
 */
export const ELEMENTS_PER_STEP = 25;

/** An element as the takeover reads it: its child elements. */
interface Tree<T> {
  readonly children: ArrayLike<T>;
}

/**
 * The page's parts in the order the web fonts take them over, one step a frame: neighbours in the
 * document's order, grouped while their subtrees together hold at most `limit` elements; a subtree
 * larger than that is divided among its children. The elements above the parts (the root, a long
 * list itself) take the fonts with <html>, last: each of their children already has its own.
 */
export function webFontSteps<T extends Tree<T>>(root: T, limit = ELEMENTS_PER_STEP): T[][] {
  const sizes = new Map<T, number>();
  const measure = (element: T): number => {
    let size = 1;
    for (const child of Array.from(element.children)) size += measure(child);
    sizes.set(element, size);
    return size;
  };
  measure(root);
  const steps: T[][] = [];
  let step: T[] = [];
  let stepSize = 0;
  const visit = (element: T) => {
    const size = sizes.get(element) ?? 1;
    if (size > limit && element.children.length > 0) {
      for (const child of Array.from(element.children)) visit(child);
      return;
    }
    if (stepSize + size > limit && step.length > 0) {
      steps.push(step);
      step = [];
      stepSize = 0;
    }
    step.push(element);
    stepSize += size;
  };
  visit(root);
  if (step.length > 0) steps.push(step);
  return steps;
}

/**
 * Downloads the self-hosted faces; once each has loaded or failed, the page's parts
 * (webFontSteps) take them over one step a frame, and <html> last, for the rest and whatever renders
 * later. The whole page's text laid out again at once is a long task on a slow phone (70–150 ms at
 * the bench's slowdown); a part at a time, each is short. A face that fails leaves the fallback in
 * place, which is all a visitor would see anyway.
 */
export async function loadWebFonts(): Promise<void> {
  // A CSS font shorthand ("700 1em \"Playfair Display\""): the size is needed, and any will do.
  const shorthands = WEB_FONTS.map(({ family, weight }) => [weight, '1em', JSON.stringify(family)].join(' '));
  await Promise.allSettled(shorthands.map((font) => document.fonts.load(font)));
  const root = document.getElementById('root');
  for (const step of [...(root ? webFontSteps<Element>(root) : []), [document.documentElement]]) {
    await afterNextPaint();
    for (const element of step) element.setAttribute(WEB_FONTS_ATTRIBUTE, '');
  }
}

/**
 * Calls `load` once: when the startup data has `settled`, the first screen's images have
 * painted and the page is idle; or after WEB_FONTS_LATEST_MS, whichever comes first.
 */
export function loadWebFontsOnceSettled(
  settled: Promise<unknown>,
  load: () => unknown = loadWebFonts,
  firstScreenPainted: () => Promise<unknown> = firstScreenImagesPainted,
): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(latest);
    whenIdle(load);
  };
  const afterFirstScreen = () => firstScreenPainted().then(start, start);
  const latest = setTimeout(start, WEB_FONTS_LATEST_MS);
  settled.then(afterFirstScreen, afterFirstScreen);
}

/** Resolves once every image in the viewport has loaded (or failed) and a frame has painted them. */
export async function firstScreenImagesPainted(): Promise<void> {
  // The data has just arrived: let the views render it first.
  await afterNextPaint();
  const visible = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && !image.complete;
  });
  await Promise.all(visible.map((image) => image.decode().catch(() => undefined)));
  await afterNextPaint();
}

function whenIdle(callback: () => unknown): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback(), { timeout: 1000 });
  else setTimeout(callback, 0);
}
