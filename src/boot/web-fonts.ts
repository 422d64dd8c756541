/**
 * When and how the web fonts load. Text paints at once in fallback faces shaped
 * like the web fonts (src/components/global.css, docs/decisions/009), so the swap
 * moves nothing. The font files (about 60 KB) wait until the first screen's
 * data has settled, its images have painted and the page is idle: on a slow
 * connection they never compete with the data and the images a visitor came for.
 * WEB_FONTS_LATEST_MS bounds the wait when the data never settles.
 *
 * The faces are declared with the page's first styles (global.css), where nothing names them
 * until WEB_FONTS_ATTRIBUTE is set, so no download starts by itself; this module asks for them
 * (and a page whose main text comes after the first paint asks for the sans's early:
 * src/components/web-font-faces.ts).
 */
import { afterNextPaint, whenIdle } from '../document/after-paint';
import { WEB_FONTS_ATTRIBUTE } from '../document/web-fonts-in';
import { runTimedStep, type StepSizing } from '../lib/step-size';
import { fontShorthand, WEB_FONT_FACES } from '../components/web-font-faces';

export const WEB_FONTS_LATEST_MS = 4000;
/** Then the longest the download waits for an idle moment. */
export const WEB_FONTS_IDLE_LATEST_MS = 1000;

/**
 * The takeover's unit: a part of the page of at most this many elements (webFontParts). A step takes
 * over a number of parts, sized by how long the one before took (FONT_STEP_SIZING).
 */
export const PART_ELEMENTS = 8;
/** The first step's size, in parts. */
export const FIRST_FONT_STEP = 2;
/**
 * A step styles and lays out its parts again within 25 ms, in its own task; the frame after it
 * paints them. On the bench's phone (CPU ×14) an element costs about 0.3 ms of style and layout
 * (more for a long paragraph) and the frame's paint and commit 20–30 ms: a fixed step of 25
 * elements made tasks of 51–71 ms there. At most 16 parts a step, however fast the device.
 */
export const FONT_STEP_SIZING: StepSizing = { budgetMs: 25, largest: 16 };

/** An element as the takeover reads it: its child elements. */
interface Tree<T> {
  readonly children: ArrayLike<T>;
}

/**
 * The page's parts in the order the web fonts take them over: neighbours in the document's order,
 * grouped while their subtrees together hold at most `limit` elements; a subtree larger than that
 * is divided among its children. Then the elements so divided (the root, a long list itself), each
 * a part of its own, deepest first: by then each of their children has the fonts, so each restyles
 * itself and its children only, and <body>, last, little more than itself.
 */
export function webFontParts<T extends Tree<T>>(root: T, limit = PART_ELEMENTS): T[][] {
  const sizes = new Map<T, number>();
  const measure = (element: T): number => {
    let size = 1;
    for (const child of Array.from(element.children)) size += measure(child);
    sizes.set(element, size);
    return size;
  };
  measure(root);
  const steps: T[][] = [];
  const divided: T[] = [];
  let step: T[] = [];
  let stepSize = 0;
  const visit = (element: T) => {
    const size = sizes.get(element) ?? 1;
    if (size > limit && element.children.length > 0) {
      for (const child of Array.from(element.children)) visit(child);
      divided.push(element);
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
  return [...steps, ...divided.map((element) => [element])];
}

/**
 * Downloads the self-hosted faces; once each has loaded or failed, the page's parts (webFontParts)
 * take them over a step a frame, and <body> last, for whatever renders later. The whole
 * page's text laid out again at once is a long task on a slow phone (70–150 ms at the bench's
 * slowdown); a step at a time, each is short. Each step styles and lays out its parts in its own
 * task, timed, and the next one is sized by it (runTimedStep): the frame that follows only paints.
 * A face that fails leaves the fallback in place, which is all a visitor would see anyway.
 */
export async function loadWebFonts(): Promise<void> {
  await Promise.allSettled(WEB_FONT_FACES.map((face) => document.fonts.load(fontShorthand(face))));
  const root = document.getElementById('root');
  const parts = root ? webFontParts<Element>(root) : [];
  let stepSize = FIRST_FONT_STEP;
  for (let next = 0; next < parts.length;) {
    await afterNextPaint();
    const step = parts.slice(next, next + stepSize).flat();
    next += stepSize;
    stepSize = runTimedStep(stepSize, FONT_STEP_SIZING, () => takeOver(step));
  }
  await afterNextPaint();
  // <body>, never <html>: a change of the root element's font restyles every element of the page
  // (units such as rem and rch are the root's), however much of it already has the fonts.
  takeOver([document.body]);
}

/** Gives the elements the web fonts, then styles and lays the page out in this task: the frame after it only paints. */
function takeOver(elements: readonly Element[]): void {
  for (const element of elements) element.setAttribute(WEB_FONTS_ATTRIBUTE, '');
  document.documentElement.getBoundingClientRect();
}

/**
 * Calls `load` once the page has `hydrated` (the takeover marks the page's elements, which React
 * would find unlike the HTML it hydrates), and then: when the startup data has `settled`, the
 * first screen's images have painted and the page is idle; or WEB_FONTS_LATEST_MS after the call
 * if that comes first. A page that never hydrates (its code failed even after a reload) keeps its
 * fallback faces.
 */
export function loadWebFontsOnceSettled(
  { hydrated, settled }: { hydrated: Promise<unknown>; settled: Promise<unknown> },
  load: () => unknown = loadWebFonts,
  firstScreenPainted: () => Promise<unknown> = firstScreenImagesPainted,
): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(latest);
    void hydrated.then(() => whenIdle(load, WEB_FONTS_IDLE_LATEST_MS));
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
