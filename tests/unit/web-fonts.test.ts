// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_FONT_STEP,
  FONT_STEP_SIZING,
  loadWebFonts,
  loadWebFontsOnceSettled,
  PART_ELEMENTS,
  WEB_FONTS_IDLE_LATEST_MS,
  WEB_FONTS_LATEST_MS,
  webFontParts,
} from '../../src/boot/web-fonts';
import { WEB_FONTS_ATTRIBUTE } from '../../src/document/web-fonts-in';

/** The startup data settling when the test says so (src/stores/data-store.tsx: startupSettled), on a page hydrated already. */
function startup(hydrated: Promise<unknown> = Promise.resolve()) {
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { page: { hydrated, settled }, settle: () => settle() };
}

/** A first screen whose images paint when the test says so. */
function firstScreen() {
  let paint = () => {};
  const painted = vi.fn(() => new Promise<void>((resolve) => (paint = resolve)));
  return { painted, paint: () => paint() };
}

describe('loadWebFontsOnceSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the data to settle, then for the first screen to paint, then for an idle moment, and loads once', async () => {
    const data = startup();
    const screen = firstScreen();
    const load = vi.fn();
    loadWebFontsOnceSettled(data.page, load, screen.painted);
    await vi.advanceTimersByTimeAsync(WEB_FONTS_LATEST_MS / 2);
    expect(screen.painted).not.toHaveBeenCalled();

    data.settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.painted).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(load).not.toHaveBeenCalled();

    screen.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(WEB_FONTS_LATEST_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads after the longest wait when the data never settles or the first screen never paints', async () => {
    const load = vi.fn();
    loadWebFontsOnceSettled(startup().page, load, firstScreen().painted);
    await vi.advanceTimersByTimeAsync(WEB_FONTS_LATEST_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(WEB_FONTS_IDLE_LATEST_MS);
    expect(load).toHaveBeenCalledTimes(1);

    const data = startup();
    const loadAfterSettling = vi.fn();
    loadWebFontsOnceSettled(data.page, loadAfterSettling, firstScreen().painted);
    data.settle();
    await vi.advanceTimersByTimeAsync(WEB_FONTS_LATEST_MS + WEB_FONTS_IDLE_LATEST_MS);
    expect(loadAfterSettling).toHaveBeenCalledTimes(1);
  });

  it('goes on to the first screen when the wait for the data fails', async () => {
    const screen = firstScreen();
    loadWebFontsOnceSettled({ hydrated: Promise.resolve(), settled: Promise.reject(new Error('broken')) }, vi.fn(), screen.painted);
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.painted).toHaveBeenCalledTimes(1);
  });

  it('never loads before the page has hydrated, however long that takes', async () => {
    let hydrate = () => {};
    const data = startup(new Promise<void>((resolve) => (hydrate = resolve)));
    const load = vi.fn();
    loadWebFontsOnceSettled(data.page, load, firstScreen().painted);
    await vi.advanceTimersByTimeAsync((WEB_FONTS_LATEST_MS + WEB_FONTS_IDLE_LATEST_MS) * 3);
    expect(load).not.toHaveBeenCalled();

    hydrate();
    await vi.advanceTimersByTimeAsync(WEB_FONTS_IDLE_LATEST_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/** A part of the page that records the attributes set on it. */
interface Part {
  name: string;
  children: Part[];
  attributes: Set<string>;
  setAttribute: (attribute: string) => void;
  /** Where the browser would style and lay out the page: counted. */
  getBoundingClientRect: () => void;
  layouts: number;
}
function part(name: string, children: Part[] = []): Part {
  const attributes = new Set<string>();
  const made: Part = {
    name,
    children,
    attributes,
    setAttribute: (attribute: string) => attributes.add(attribute),
    getBoundingClientRect: () => (made.layouts += 1),
    layouts: 0,
  };
  return made;
}

/** An element with `count` children of one element each (a list of `count` items with a line of text). */
const list = (name: string, count: number) =>
  part(
    name,
    Array.from({ length: count }, (_, index) => part(`${name}.${index}`, [part(`${name}.${index}.text`)])),
  );
const names = (parts: Part[][]) => parts.map((group) => group.map(({ name }) => name));

describe('webFontParts', () => {
  it('takes a page within the limit as one part', () => {
    expect(names(webFontParts(part('root', [part('header'), list('main', 3)]), 10))).toEqual([['root']]);
  });

  it('groups neighbours in document order while their subtrees fit, and divides a larger subtree among its children', () => {
    const root = part('root', [list('header', 1), list('main', 5), part('footer')]);
    // header: 3 elements; main: 11, over the limit of 6, so its items (2 each) join the parts; footer: 1.
    expect(names(webFontParts(root, 6))).toEqual([
      ['header', 'main.0'],
      ['main.1', 'main.2', 'main.3'],
      ['main.4', 'footer'],
      // Then the divided elements, each alone, children before their parents.
      ['main'],
      ['root'],
    ]);
  });

  it('gives each element one part at most, and takes the divided elements last, the deepest first', () => {
    const root = part('root', [part('main', [list('list', 40), part('aside')]), list('footer', 2)]);
    const parts = webFontParts(root, 8);
    const taken = parts.flat().map(({ name }) => name);
    expect(new Set(taken).size).toBe(taken.length);
    // The items' parts: within the limit.
    const itemParts = parts.slice(0, -3);
    expect(itemParts.every((group) => group.reduce((size, element) => size + 1 + element.children.length, 0) <= 8)).toBe(true);
    expect(names(parts.slice(-3))).toEqual([['list'], ['main'], ['root']]);
    // 40 items, the aside and the footer, then the three divided elements: every element above a part has one too.
    expect(taken).toHaveLength(45);
  });
});

describe('loadWebFonts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the three faces, and hands the page over only once each has loaded or failed', async () => {
    const downloads = new Map<string, { resolve: () => void; reject: () => void }>();
    const html = part('html');
    const body = part('body');
    vi.stubGlobal('document', {
      fonts: { load: (font: string) => new Promise<void>((resolve, reject) => downloads.set(font, { resolve, reject })) },
      getElementById: () => null,
      documentElement: html,
      body,
    });
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback));

    const loading = loadWebFonts();
    expect([...downloads.keys()]).toEqual(['400 1em "Montserrat"', '600 1em "Montserrat"', '700 1em "Playfair Display"']);
    downloads.get('400 1em "Montserrat"')!.resolve();
    downloads.get('700 1em "Playfair Display"')!.resolve();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Two faces are in, one is still on its way: the page keeps its fallback faces.
    expect(body.attributes.has(WEB_FONTS_ATTRIBUTE)).toBe(false);
    downloads.get('600 1em "Montserrat"')!.reject();
    await loading;
    expect(body.attributes.has(WEB_FONTS_ATTRIBUTE)).toBe(true);
    // Never the root element: its font changed would restyle every element of the page at once.
    expect(html.attributes.has(WEB_FONTS_ATTRIBUTE)).toBe(false);
  });

  describe('then hands the page to them a step a frame', () => {
    const frames: (() => void)[] = [];
    /** Six parts of the page: each of 7 elements, so no two make one part. */
    const parts = Array.from({ length: 6 }, (_, index) => list(`part${index}`, (PART_ELEMENTS - 2) / 2));
    const root = part('root', parts);
    const html = part('html');
    const body = part('body');
    beforeEach(() => {
      frames.length = 0;
      for (const element of [...parts, root, html, body]) element.attributes.clear();
      html.layouts = 0;
      vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
      vi.stubGlobal('document', {
        fonts: { load: () => Promise.resolve([]) },
        getElementById: (id: string) => (id === 'root' ? root : null),
        documentElement: html,
        body,
      });
    });
    afterEach(() => vi.restoreAllMocks());
    const takenOver = () =>
      [...parts, root, html, body].filter(({ attributes }) => attributes.has(WEB_FONTS_ATTRIBUTE)).map(({ name }) => name);
    /** What each frame took over, until the page is the fonts'. */
    async function framesUntilDone(loading: Promise<void>): Promise<string[][]> {
      let done = false;
      void loading.then(() => (done = true));
      const steps: string[][] = [];
      while (!done) {
        await vi.waitFor(() => expect(frames.length > 0 || done).toBe(true));
        if (done) break;
        const before = takenOver();
        frames.shift()!();
        await new Promise((resolve) => setTimeout(resolve));
        steps.push(takenOver().filter((name) => !before.includes(name)));
      }
      return steps;
    }

    it("in the document's order, each step laid out in its own task, larger while they are quick, and <body> last", async () => {
      vi.spyOn(performance, 'now').mockReturnValue(0);
      const steps = await framesUntilDone(loadWebFonts());
      expect(FIRST_FONT_STEP).toBe(2);
      // The root, divided among the six, comes after them.
      expect(steps).toEqual([['part0', 'part1'], ['part2', 'part3', 'part4'], ['part5', 'root'], ['body']]);
      // Three steps and <body>'s, each laid out in its own task.
      expect(html.layouts).toBe(4);
    });

    it('one part a step on a device where each step overruns its budget', async () => {
      let now = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => (now += FONT_STEP_SIZING.budgetMs * 1.5));
      const steps = await framesUntilDone(loadWebFonts());
      expect(steps).toEqual([['part0', 'part1'], ['part2'], ['part3'], ['part4'], ['part5'], ['root'], ['body']]);
    });
  });
});
