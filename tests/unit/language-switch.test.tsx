/**
 * The language switch and the offer of the browser's language (src/components/LanguageSwitch.tsx,
 * LanguageOffer.tsx): links to this page in the other language, built and hydrated alike, and an
 * offer made once, after hydration, on English pages only.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../src/stores/data-store';
import { LOCALE_PREFIX, type Locale } from '../../src/i18n/locale';
import { paths } from '../../src/routes';
import { inLocale } from './i18n';

// React's act() outside Testing Library's render (the hydration test).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const ANSWER_KEY = 'language-offer-answered';
const NOMINEE = paths.nominee('kaum');

/** The switch and the store, as a new document has them: the offer asks the browser once per document. */
async function freshDocument() {
  vi.resetModules();
  const [{ LanguageSwitch }, { createStore, StoreProvider }, { loadMessages }] = await Promise.all([
    import('../../src/components/LanguageSwitch'),
    import('../../src/stores/data-store'),
    import('../../src/i18n/catalogs'),
  ]);
  // The offer's words, loaded ahead as a browser would soon have them: the offer then shows a few ticks after its page.
  await loadMessages('id', ['common']);
  const header = (locale: Locale, { store = createStore({ start: false }), ssrPath }: { store?: Store; ssrPath?: string } = {}) => {
    const Language = inLocale(locale);
    return (
      <Language>
        <StoreProvider store={store}>
          <Router base={LOCALE_PREFIX[locale]} ssrPath={ssrPath}>
            <LanguageSwitch home={paths.section()} />
          </Router>
        </StoreProvider>
      </Language>
    );
  };
  return { header, createStore };
}

/** The browser at this address, preferring these languages. */
function browser(address: string, languages: string[] = ['en-US']) {
  window.history.replaceState(null, '', address);
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

const switchNav = () => screen.getByRole('navigation', { name: 'Language' });

afterEach(() => {
  cleanup();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'languages');
  document.body.innerHTML = '';
});

describe('the language switch', () => {
  it('marks the page’s language and links the page in the other, each named in itself', async () => {
    const { header } = await freshDocument();
    browser(`${NOMINEE}?for=kaum#contact`);
    render(header('en'));
    const current = within(switchNav()).getByText('– English').parentElement!;
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(current.getAttribute('lang')).toBe('en');
    expect(current.textContent).toBe('EN – English');
    // The visible code starts the accessible name (WCAG 2.5.3).
    const other = within(switchNav()).getByRole('link', { name: 'ID – Bahasa Indonesia' });
    expect(other.getAttribute('href')).toBe(`/id${NOMINEE}?for=kaum#contact`);
    expect(other.getAttribute('hrefLang')).toBe('id');
    expect(other.getAttribute('lang')).toBe('id');
    expect(within(switchNav()).getAllByRole('link')).toHaveLength(1);
  });

  it('on an Indonesian page, links the English one', async () => {
    const { header } = await freshDocument();
    browser(`/id${paths.judges(3)}`);
    render(header('id'));
    expect(screen.getByRole('link', { name: 'EN – English' }).getAttribute('href')).toBe(paths.judges(3));
  });

  it('is built with the route’s path and hydrates as built, then follows the browser’s whole address', async () => {
    const { header } = await freshDocument();
    const voteNow = paths.voteNow();
    const built = renderToString(header('en', { ssrPath: voteNow }));
    expect(built).toContain(`href="/id${voteNow}"`);

    browser(paths.voteFor('kaum'));
    const container = document.createElement('div');
    container.innerHTML = built;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, header('en'), { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(container.querySelector('a')?.getAttribute('href')).toBe(`/id${paths.voteFor('kaum')}`);
    act(() => root.unmount());
  });

  it('in the shell that serves every nominee, links the section’s home until the app runs; built with its data, the nominee', async () => {
    const { header, createStore } = await freshDocument();
    expect(renderToString(header('en', { ssrPath: NOMINEE }))).toContain(`href="/id${paths.section()}"`);
    const withData = createStore({ start: false, built: { websiteData: { menu: [] } } });
    expect(renderToString(header('en', { store: withData, ssrPath: NOMINEE }))).toContain(`href="/id${NOMINEE}"`);
  });
});

describe('the offer of the browser’s language', () => {
  async function openPage(languages: string[], locale: Locale = 'en') {
    const { header } = await freshDocument();
    browser(locale === 'en' ? NOMINEE : `/id${NOMINEE}`, languages);
    render(header(locale));
    // The offered language's words load, then the offer shows.
    await act(async () => {
      for (let round = 0; round < 10; round++) await Promise.resolve();
    });
  }
  const offer = () => screen.queryByRole('region');

  it('is made on an English page to a browser that prefers Indonesian, in Indonesian, without taking focus', async () => {
    await openPage(['id-ID', 'en']);
    const region = offer();
    expect(region?.getAttribute('lang')).toBe('id');
    const accept = within(region!).getByRole('link');
    expect(accept.getAttribute('href')).toBe(`/id${NOMINEE}`);
    expect(accept.getAttribute('hrefLang')).toBe('id');
    expect(region!.contains(document.activeElement)).toBe(false);
  });

  it('is remembered when declined: gone, focus on the switch, and not made again', async () => {
    await openPage(['id-ID', 'en']);
    await userEvent.setup().click(within(offer()!).getByRole('button'));
    expect(offer()).toBeNull();
    expect(document.activeElement).toBe(switchNav());
    expect(localStorage.getItem(ANSWER_KEY)).toBe('en');

    cleanup();
    await openPage(['id-ID', 'en']);
    expect(offer()).toBeNull();
  });

  it('counts following its link as an answer', async () => {
    await openPage(['id-ID', 'en']);
    const accept = within(offer()!).getByRole('link');
    // jsdom does not follow links: a browser would, to the Indonesian page.
    accept.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(accept);
    expect(localStorage.getItem(ANSWER_KEY)).toBe('id');
  });

  it('is not made to a browser that prefers English, nor on an Indonesian page', async () => {
    await openPage(['en-GB', 'id']);
    expect(offer()).toBeNull();
    cleanup();
    await openPage(['en-US'], 'id');
    expect(offer()).toBeNull();
  });
});
