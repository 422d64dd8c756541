/**
 * A built page hydrates its server HTML without the sanitiser (src/components/sanitiser-loader.ts):
 * it keeps the HTML it was built with while its data holds the same, asks for the sanitiser when
 * that HTML changes, and a page rendered in the browser shows server HTML once the sanitiser is there:
 * its main text together with what follows it, any other box on its own.
 */
import { act, Component, startTransition, type ReactNode } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/document/after-paint';
import { WEB_FONTS_ATTRIBUTE } from '../../src/document/web-fonts-in';
import { MAIN_TEXT_FONTS_WAIT_MS } from '../../src/components/web-font-faces';
import { inEnglish as English } from './i18n';

// React's act() outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SERVER_HTML = '<p>Open <strong>daily</strong></p><img src="x" onerror="window.__pwned = 1">';
const CHANGED_HTML = '<p>Closed on <em>Mondays</em></p><script>window.__pwned = 1</script>';

/**
 * Html and its sanitiser as a browser first has them: the sanitiser not loaded yet, each request for
 * it counted (`loadSanitizer`, which Html calls as it renders HTML it was not built with), and held
 * until the test lets it arrive (`arrive`) or fail (`fail`).
 */
async function freshHtml() {
  vi.resetModules();
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const arrival = new Promise<void>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  vi.doMock('../../src/components/sanitiser-loader', async (importOriginal) => {
    const loader = await importOriginal<typeof import('../../src/components/sanitiser-loader')>();
    let held: ReturnType<typeof loader.loadSanitizer> | undefined;
    return { ...loader, loadSanitizer: vi.fn(() => (held ??= arrival.then(loader.loadSanitizer))) };
  });
  // One after the other: imported at once, each would get a mock of its own.
  const { Html } = await import('../../src/components/Html');
  const sanitizer = await import('../../src/components/sanitiser-loader');
  return {
    Html,
    sanitizer,
    arrive: () => act(async () => arrive()),
    fail: () => act(async () => fail(new Error('the sanitiser could not be loaded'))),
  };
}

/** Stands for the page's error boundary (src/app.tsx): says what failed below it. */
class Failed extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ?? this.props.children;
  }
}

/** A task later than the effects of the last render: Html's request for the sanitiser, if any, is made. */
const afterEffects = () => act(() => nextTask());

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server HTML before the sanitiser has loaded', () => {
  it('a built page keeps the HTML it was built with, without the sanitiser; HTML it was not built with is cleaned by it', async () => {
    // The build: the sanitiser loaded (tests/unit/setup.ts), the page rendered to HTML.
    const { Html: BuildHtml } = await import('../../src/components/Html');
    const built = renderToString(
      <English>
        <BuildHtml html={SERVER_HTML} />
      </English>,
    );
    expect(built).not.toContain('onerror');
    const container = document.createElement('div');
    container.innerHTML = built;
    document.body.append(container);
    const box = container.querySelector('.server-html')!;

    const { Html, sanitizer, arrive } = await freshHtml();
    const mismatches: unknown[] = [];
    const page = (html: string) => (
      <English>
        <Html html={html} />
      </English>
    );
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, page(SERVER_HTML), { onRecoverableError: (error) => mismatches.push(error) });
    });
    // Hydrated without a mismatch, the box as built, and no sanitiser asked for.
    const expectBoxAsBuilt = () => {
      expect(mismatches).toEqual([]);
      expect(container.querySelectorAll('.server-html')).toHaveLength(1);
      expect(container.querySelector('.server-html')).toBe(box);
      expect(box.innerHTML).toBe('<p>Open <strong>daily</strong></p><img src="x">');
    };
    expectBoxAsBuilt();
    await afterEffects();
    expect(sanitizer.loadSanitizer).not.toHaveBeenCalled();

    // The same HTML again (the data's answers replacing the built ones): still as built.
    act(() => root!.render(page(SERVER_HTML)));
    await afterEffects();
    expectBoxAsBuilt();
    expect(sanitizer.loadSanitizer).not.toHaveBeenCalled();

    // Other HTML, in a transition as answers are: the sanitiser is asked for, the box stays as built
    // until it is there, then shows what the sanitiser made.
    await act(async () => startTransition(() => root!.render(page(CHANGED_HTML))));
    await afterEffects();
    expect(sanitizer.loadSanitizer).toHaveBeenCalled();
    expectBoxAsBuilt();
    await arrive();
    expect(container.querySelector('.server-html')?.innerHTML).toBe('<p>Closed on <em>Mondays</em></p>');
  });

  it('a page rendered in the browser keeps its loading placeholder until the sanitiser has loaded, then shows its main text cleaned and what follows', async () => {
    const { Html, sanitizer, arrive } = await freshHtml();
    const container = document.createElement('div');
    document.body.append(container);
    const page = (html: string | null) => (
      <English>
        {html === null ? <p className="loading">Loading…</p> : <Html html={html} holdsPage />}
        {html === null ? null : <footer>After the text</footer>}
      </English>
    );
    const root = createRoot(container);
    act(() => root.render(page(null)));
    // The page's answer, in a transition as answers are: nothing of it shows without its text.
    await act(async () => startTransition(() => root.render(page(SERVER_HTML))));
    await afterEffects();
    expect(sanitizer.loadSanitizer).toHaveBeenCalled();
    expect(container.textContent).toBe('Loading…');
    await arrive();
    expect(container.querySelector('.server-html')?.innerHTML).toBe('<p>Open <strong>daily</strong></p><img src="x">');
    // The page did not ask for the main text's web fonts: it shows in the fallback faces.
    expect(container.querySelector('.server-html')?.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
    expect(container.querySelector('.loading')).toBeNull();
    expect(container.querySelector('footer')?.textContent).toBe('After the text');
  });

  it('any other box rendered in the browser shows nothing until the sanitiser has loaded, and holds nothing else back', async () => {
    const { Html, sanitizer, arrive } = await freshHtml();
    const container = document.createElement('div');
    document.body.append(container);
    // Outside a transition, as the footer's parts are drawn.
    act(() =>
      createRoot(container).render(
        <English>
          <Html html={SERVER_HTML} />
          <footer>Beside the box</footer>
        </English>,
      ),
    );
    expect(container.querySelector('.server-html')).toBeNull();
    expect(container.querySelector('footer')?.textContent).toBe('Beside the box');
    await afterEffects();
    expect(sanitizer.loadSanitizer).toHaveBeenCalled();
    await arrive();
    expect(container.querySelector('.server-html')?.innerHTML).toBe('<p>Open <strong>daily</strong></p><img src="x">');
  });

  it("a main text whose sanitiser fails to load fails its render, for the page's error boundary to answer", async () => {
    const { Html, fail } = await freshHtml();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<p className="loading">Loading…</p>));
    await act(async () =>
      startTransition(() =>
        root.render(
          <English>
            <Failed>
              <Html html={SERVER_HTML} holdsPage />
            </Failed>
          </English>,
        ),
      ),
    );
    expect(container.textContent).toBe('Loading…');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fail();
    expect(container.textContent).toBe('the sanitiser could not be loaded');
  });

  it('once the sanitiser has loaded, a main text rendered outside a transition shows in that render', async () => {
    vi.doUnmock('../../src/components/sanitiser-loader');
    vi.resetModules();
    const { Html } = await import('../../src/components/Html');
    const { loadSanitizer } = await import('../../src/components/sanitiser-loader');
    await loadSanitizer();
    const container = document.createElement('div');
    document.body.append(container);
    act(() =>
      createRoot(container).render(
        <English>
          <Html html={SERVER_HTML} holdsPage />
        </English>,
      ),
    );
    expect(container.querySelector('.server-html')?.innerHTML).toBe('<p>Open <strong>daily</strong></p><img src="x">');
  });
});

describe('a main text that comes after the first paint, on a page that asked for its web fonts', () => {
  /**
   * A shell's main text whose page asked for its faces (held until the test lets them arrive),
   * rendered with its answer once the sanitiser is there: the text box, or null while it waits.
   */
  async function textAfterFirstPaint() {
    const { Html, arrive } = await freshHtml();
    let fontsArrive!: () => void;
    const faces = new Promise<void>((resolve) => (fontsArrive = resolve));
    const load = vi.fn((_font: string) => faces.then(() => [{} as FontFace]));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
    (await import('../../src/components/web-font-faces')).requestMainTextFonts();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const page = (html: string | null) => (
      <English>{html === null ? <p className="loading">Loading…</p> : <Html html={html} holdsPage />}</English>
    );
    act(() => root.render(page(null)));
    await act(async () => startTransition(() => root.render(page(SERVER_HTML))));
    await arrive();
    return {
      load,
      fontsArrive: () => act(async () => fontsArrive()),
      shown: () => (container.querySelector('.loading') ? null : container.querySelector('.server-html')),
    };
  }
  afterEach(() => {
    delete (document as { fonts?: unknown }).fonts;
    vi.useRealTimers();
  });

  it('waits for the sans’s faces as well as the sanitiser, then shows in them', async () => {
    const text = await textAfterFirstPaint();
    expect(text.load.mock.calls.map(([font]) => font)).toEqual(['400 1em "Montserrat"', '600 1em "Montserrat"']);
    expect(text.shown()).toBeNull();

    await text.fontsArrive();
    expect(text.shown()?.textContent).toBe('Open daily');
    expect(text.shown()?.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
  });

  it('shows in the fallback faces when its faces have not come within the wait', async () => {
    vi.useFakeTimers();
    const text = await textAfterFirstPaint();
    expect(text.shown()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(MAIN_TEXT_FONTS_WAIT_MS));
    expect(text.shown()?.textContent).toBe('Open daily');
    expect(text.shown()?.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
  });
});
