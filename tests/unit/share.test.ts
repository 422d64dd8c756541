import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharePanel } from '../../src/components/SharePanel';
import {
  absoluteUrl,
  canUseWebShare,
  facebookShareUrl,
  nomineeShareText,
  shareWithSystem,
  votedShareText,
  whatsAppShareUrl,
  xShareUrl,
} from '../../src/lib/share';
import { paths } from '../../src/routes';
import { i18nFor } from '../../src/i18n/catalogs';
import { inEnglish, inLocale } from './i18n';

const i18n = i18nFor('en');

const ORIGIN = 'https://awards.example';
const content = {
  title: 'Café Ōne – Best Restaurant & Bars 2025',
  text: nomineeShareText(i18n, 'Café Ōne & Co', absoluteUrl(ORIGIN, paths.voteFor('cafe-one'))),
  url: absoluteUrl(ORIGIN, paths.nominee('café one')),
};

describe('what is shared', () => {
  it('words for a nominee and for a voter, with nothing of the voter in them', () => {
    expect(nomineeShareText(i18n, 'Kaya', 'https://awards.example/bestrestaurantsandbars/votenow?for=kaya')).toBe(
      'Vote for Kaya: https://awards.example/bestrestaurantsandbars/votenow?for=kaya',
    );
    expect(votedShareText(i18n, 'Kaya')).toBe("I voted for Kaya in Exquisite's Best Restaurants & Bars 2025 — vote too");
  });

  it("a page's path as an absolute URL on the site's origin, its segments encoded once", () => {
    expect(content.url).toBe('https://awards.example/bestrestaurantsandbars/nominee/caf%C3%A9%20one');
    expect(absoluteUrl(`${ORIGIN}/`, paths.section())).toBe('https://awards.example/bestrestaurantsandbars');
  });
});

describe('share links', () => {
  it('WhatsApp: one message, the text then the URL, encoded so "&" and "#" stay in it', () => {
    const href = whatsAppShareUrl(content);
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(`${content.text} ${content.url}`);
    expect(new URL(href).searchParams.size).toBe(1);
    expect(new URL(whatsAppShareUrl({ text: 'A #1 & B', url: `${ORIGIN}/x?a=1&b=2` })).searchParams.get('text')).toBe(
      `A #1 & B ${ORIGIN}/x?a=1&b=2`,
    );
  });

  it("X: the intent's text and url apart", () => {
    const href = new URL(xShareUrl(content));
    expect(`${href.origin}${href.pathname}`).toBe('https://x.com/intent/post');
    expect(href.searchParams.get('text')).toBe(content.text);
    expect(href.searchParams.get('url')).toBe(content.url);
  });

  it("Facebook: the URL only (it reads the page's own preview)", () => {
    const href = new URL(facebookShareUrl(content));
    expect(`${href.origin}${href.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
    expect([...href.searchParams]).toEqual([['u', content.url]]);
  });
});

describe('the Web Share API', () => {
  const share = () => vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());

  it('is used where `share` exists and `canShare`, if any, does not refuse the data', () => {
    expect(canUseWebShare({}, content)).toBe(false);
    expect(canUseWebShare({ canShare: () => true }, content)).toBe(false);
    expect(canUseWebShare({ share: share() }, content)).toBe(true);
    expect(canUseWebShare({ share: share(), canShare: () => true }, content)).toBe(true);
    expect(canUseWebShare({ share: share(), canShare: () => false }, content)).toBe(false);
  });

  it('says whether it shared, the visitor cancelled, or the menu must take over', async () => {
    const shared = share();
    expect(await shareWithSystem({ share: shared }, content)).toBe('shared');
    expect(shared).toHaveBeenCalledWith(content);

    const refused = share();
    expect(await shareWithSystem({ share: refused, canShare: () => false }, content)).toBe('unavailable');
    expect(refused).not.toHaveBeenCalled();

    const cancelled = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    expect(await shareWithSystem({ share: cancelled }, content)).toBe('cancelled');
    const failed = vi.fn(() => Promise.reject(new DOMException('No user activation', 'NotAllowedError')));
    expect(await shareWithSystem({ share: failed }, content)).toBe('unavailable');
    const throws = vi.fn((): Promise<void> => {
      throw new TypeError('bad data');
    });
    expect(await shareWithSystem({ share: throws }, content)).toBe('unavailable');
  });
});

describe('SharePanel', () => {
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'share');
  });

  const KAYA_TEXT = nomineeShareText(i18n, 'Kaya', `${window.location.origin}${paths.voteFor('kaya')}`);
  const renderPanel = (wrapper = inEnglish) =>
    render(createElement(SharePanel, { path: paths.nominee('kaya'), title: 'Kaya', text: KAYA_TEXT }), { wrapper });
  const pageUrl = () => `${window.location.origin}${paths.nominee('kaya')}`;

  it("opens the system's sheet where there is one, and no menu", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.reject(new DOMException('', 'AbortError')));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPanel();
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    await userEvent.setup().click(button);
    expect(share).toHaveBeenCalledWith({ title: 'Kaya', text: KAYA_TEXT, url: pageUrl() });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shares the page's address in the page's language, its prefix once", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    const indonesianUrl = `${window.location.origin}/id${paths.nominee('kaya')}`;
    for (const path of [paths.nominee('kaya'), `/id${paths.nominee('kaya')}`]) {
      render(createElement(SharePanel, { path, title: 'Kaya', text: KAYA_TEXT }), { wrapper: inLocale('id') });
      await user.click(screen.getByRole('button'));
      expect(share).toHaveBeenLastCalledWith({ title: 'Kaya', text: KAYA_TEXT, url: indonesianUrl });
      cleanup();
    }
  });

  it('otherwise discloses the links and Copy link; Escape closes it and focus goes back to the button', async () => {
    const user = userEvent.setup();
    renderPanel();
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(whatsApp.getAttribute('href')).toBe(whatsAppShareUrl({ text: KAYA_TEXT, url: pageUrl() }));
    expect(whatsApp.getAttribute('rel')).toBe('noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(pageUrl());

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/^Could not copy/)).toBeTruthy();
    expect(screen.getByText(pageUrl())).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('list')).toBeNull();
    // Opened again: the old message is gone.
    await act(async () => button.click());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
