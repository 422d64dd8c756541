// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWebFonts, loadWebFontsOnceSettled, WEB_FONTS_LATEST_MS } from '../../src/boot/web-fonts';
import { WEB_FONTS_ATTRIBUTE } from '../../src/document/web-fonts-in';

/** The startup data settling when the test says so (src/stores/data-store.tsx: startupSettled). */
function startup() {
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { settled, settle: () => settle() };
}

/** requestIdleCallback's timeout in src/boot/web-fonts.ts. */
const IDLE_AT_THE_LATEST_MS = 1000;

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
    loadWebFontsOnceSettled(data.settled, load, screen.painted);
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
    loadWebFontsOnceSettled(startup().settled, load, firstScreen().painted);
    await vi.advanceTimersByTimeAsync(WEB_FONTS_LATEST_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(IDLE_AT_THE_LATEST_MS);
    expect(load).toHaveBeenCalledTimes(1);

    const data = startup();
    const loadAfterSettling = vi.fn();
    loadWebFontsOnceSettled(data.settled, loadAfterSettling, firstScreen().painted);
    data.settle();
    await vi.advanceTimersByTimeAsync(WEB_FONTS_LATEST_MS + IDLE_AT_THE_LATEST_MS);
    expect(loadAfterSettling).toHaveBeenCalledTimes(1);
  });

  it('goes on to the first screen when the wait for the data fails', async () => {
    const screen = firstScreen();
    loadWebFontsOnceSettled(Promise.reject(new Error('broken')), vi.fn(), screen.painted);
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.painted).toHaveBeenCalledTimes(1);
  });
});

/** A part of the page that records the attributes set on it. */
function part(name: string) {
  const attributes = new Set<string>();
  return { name, attributes, setAttribute: (attribute: string) => attributes.add(attribute) };
}

describe('loadWebFonts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the faces to the document together once every download has settled, and leaves out a face that failed', async () => {
    const downloads = new Map<string, { resolve: () => void; reject: () => void }>();
    class FakeFontFace {
      readonly key: string;
      constructor(family: string, _source: string, { weight }: { weight: string }) {
        this.key = `${family} ${weight}`;
      }
      load() {
        return new Promise<void>((resolve, reject) => downloads.set(this.key, { resolve, reject }));
      }
    }
    const added: string[] = [];
    vi.stubGlobal('FontFace', FakeFontFace);
    vi.stubGlobal('document', {
      fonts: { add: (face: FakeFontFace) => added.push(face.key) },
      getElementById: () => null,
      documentElement: part('html'),
    });
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback));

    const loading = loadWebFonts();
    expect([...downloads.keys()]).toEqual(['Montserrat 400', 'Montserrat 600', 'Playfair Display 700']);
    downloads.get('Montserrat 400')!.resolve();
    downloads.get('Playfair Display 700')!.resolve();
    await Promise.resolve();
    // Two faces are in, one is still on its way: the page keeps its fallback faces, laid out once.
    expect(added).toEqual([]);
    downloads.get('Montserrat 600')!.reject();
    await loading;
    expect(added).toEqual(['Montserrat 400', 'Playfair Display 700']);
  });

  it('then hands the page to them one part a frame, the children of #root in order and <html> last', async () => {
    vi.stubGlobal(
      'FontFace',
      class {
        load = () => Promise.resolve();
      },
    );
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const parts = [part('header'), part('main'), part('footer')];
    const html = part('html');
    vi.stubGlobal('document', {
      fonts: { add: () => undefined },
      getElementById: (id: string) => (id === 'root' ? { children: parts } : null),
      documentElement: html,
    });
    const takenOver = () => [...parts, html].filter(({ attributes }) => attributes.has(WEB_FONTS_ATTRIBUTE)).map(({ name }) => name);
    const drawFrame = async () => {
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      frames.shift()!();
      await new Promise((resolve) => setTimeout(resolve));
    };

    const loading = loadWebFonts();
    await drawFrame();
    expect(takenOver()).toEqual(['header']);
    await drawFrame();
    expect(takenOver()).toEqual(['header', 'main']);
    await drawFrame();
    await drawFrame();
    await loading;
    expect(takenOver()).toEqual(['header', 'main', 'footer', 'html']);
  });
});
