/**
 * A built page hydrates its server HTML before the sanitiser has loaded (src/components/sanitiser-loader.ts):
 * it keeps the HTML it was built with, and a page rendered in the browser shows server HTML once
 * the sanitiser is there.
 */
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inEnglish as English } from './i18n';

// React's act() outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SERVER_HTML = '<p>Open <strong>daily</strong></p><img src="x" onerror="window.__pwned = 1">';

/** Html and its sanitiser as a browser first has them: the sanitiser not loaded yet. */
async function freshHtml() {
  vi.resetModules();
  const [{ Html }, sanitizer] = await Promise.all([import('../../src/components/Html'), import('../../src/components/sanitiser-loader')]);
  return { Html, sanitizer };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server HTML before the sanitiser has loaded', () => {
  it('a built page keeps the HTML it was built with, then the same once the sanitiser is there', async () => {
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

    const { Html, sanitizer } = await freshHtml();
    const mismatches: unknown[] = [];
    act(() => {
      hydrateRoot(
        container,
        <English>
          <Html html={SERVER_HTML} />
        </English>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    // Before the sanitiser: hydrated without a mismatch, the box as built.
    const expectBoxAsBuilt = () => {
      expect(mismatches).toEqual([]);
      expect(container.querySelectorAll('.server-html')).toHaveLength(1);
      expect(container.querySelector('.server-html')).toBe(box);
      expect(box.innerHTML).toBe('<p>Open <strong>daily</strong></p><img src="x">');
    };
    expectBoxAsBuilt();

    await act(() => sanitizer.loadSanitizer());
    expectBoxAsBuilt();
  });

  it('a page rendered in the browser shows its server HTML once the sanitiser has loaded, cleaned', async () => {
    const { Html, sanitizer } = await freshHtml();
    const container = document.createElement('div');
    document.body.append(container);
    act(() =>
      createRoot(container).render(
        <English>
          <Html html={SERVER_HTML} />
        </English>,
      ),
    );
    expect(container.querySelector('.server-html')).toBeNull();
    await act(() => sanitizer.loadSanitizer());
    expect(container.querySelector('.server-html')?.innerHTML).toBe('<p>Open <strong>daily</strong></p><img src="x">');
  });
});
