import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES, localizedPath, pathInLocale, type Locale } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { useData } from '../stores/data-store';
import { routeOf } from '../routes';
import { LanguageOffer, rememberLanguageChoice } from './LanguageOffer';
import './LanguageSwitch.css';

/** The browser's whole address: path, query (a "Vote for …" link's venue) and fragment (a judge). */
const browserAddress = () => `${location.pathname}${location.search}${location.hash}`;
/** The built HTML, and the render that hydrates it, have no browser address: they must agree. */
const noBrowserAddress = () => null;

/**
 * This page's address in each language. In the running app, the browser's whole address, kept as
 * the visitor moves. Before it (the built HTML, and the render that hydrates it, which must match
 * it), the route's path alone: a page whose address holds a value (a nominee's slug) may be the
 * shell that serves every value (builder/prerendered-routes.ts), and then links to its home until
 * the app runs; a page built with its data (the startup data among it) is its value's own.
 */
function useAddressesIn(home: string): (locale: Locale) => string {
  const [path] = useLocation();
  const { websiteData } = useData(['websiteData']);
  const inBrowser = useLocationProperty(browserAddress, noBrowserAddress);
  if (inBrowser !== null) return (locale) => pathInLocale(inBrowser, locale);
  const sharedShell = websiteData.status === 'loading' && Boolean(routeOf(path)?.route.pattern.includes(':'));
  // The router gives the path decoded: encoded again, as an address is written.
  const built = sharedShell ? home : encodeURI(path);
  return (locale) => localizedPath(built, locale);
}

/**
 * "EN · ID" in the header: this page in the other language. Plain links, not the
 * router's: a language is a document of its own, with its words and HTML, and the link works
 * before the app has loaded. The page's own language is marked, not linked: a link to the page
 * itself would only reload it. Each language is named in itself and marked as that language (as
 * HMRC's language select on GOV.UK does it), after the visible code ("ID – Bahasa Indonesia").
 * The offer of the browser's language hangs under it (LanguageOffer).
 */
export function LanguageSwitch({ home }: { home: string }) {
  const { t } = useLingui();
  const current = useLocale();
  const hrefIn = useAddressesIn(home);
  const nav = useRef<HTMLElement>(null);
  return (
    <div className="language">
      <nav ref={nav} className="language-switch" aria-label={t`Language`} tabIndex={-1}>
        <ul className="language-switch__list">
          {LOCALES.map((locale, index) => {
            // The visible code starts the accessible name (WCAG 2.5.3: a speech user says what they see).
            const name = (
              <>
                {locale.toUpperCase()} <span className="visually-hidden">{`– ${LANGUAGE_NAME[locale]}`}</span>
              </>
            );
            return (
              <li key={locale} className="language-switch__item">
                {index > 0 ? (
                  <span className="language-switch__separator" aria-hidden="true">
                    ·
                  </span>
                ) : null}
                {locale === current ? (
                  <span className="language-switch__current" lang={LANGUAGE_TAG[locale]} aria-current="true">
                    {name}
                  </span>
                ) : (
                  <a
                    className="language-switch__link"
                    href={hrefIn(locale)}
                    hrefLang={LANGUAGE_TAG[locale]}
                    lang={LANGUAGE_TAG[locale]}
                    rel="alternate"
                    onClick={() => rememberLanguageChoice(locale)}
                  >
                    {name}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <LanguageOffer hrefIn={hrefIn} onDeclined={() => nav.current?.focus()} />
    </div>
  );
}
