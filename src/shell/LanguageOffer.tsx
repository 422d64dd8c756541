import { useEffect, useSyncExternalStore } from 'react';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18nFor, loadMessages } from '../i18n/catalogs';
import { LANGUAGE_NAME, LANGUAGE_TAG, type Locale } from '../i18n/locale';
import { localeToOffer } from '../i18n/preference';
import { useLocale } from '../i18n/useLocale';

/** Where the device keeps the visitor's answer: a language's code, nothing of the visitor's. */
const ANSWER_KEY = 'language-offer-answered';

/** The device's storage, or null where the browser refuses it. */
function deviceStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Whether the visitor has chosen a language on this device. Where nothing can be kept, as if they had: an offer that could never be answered would come back on every page. */
function hasAnswered(): boolean {
  const storage = deviceStorage();
  if (!storage) return true;
  try {
    return storage.getItem(ANSWER_KEY) !== null;
  } catch {
    return true;
  }
}

/** Keeps the visitor's choice of language (the switch, the offer's link or its "No thanks"): the offer is not made again. */
export function rememberLanguageChoice(locale: Locale): void {
  try {
    deviceStorage()?.setItem(ANSWER_KEY, locale);
  } catch {
    // Storage full or refused: the offer may come back, which is all it costs.
  }
  setOffered(null);
}

/**
 * The language offered now, shared by every page's header: a page's header mounts afresh on each
 * page, and the offer stays in place across them instead of blinking out and back.
 */
let offered: Locale | null = null;
/** The browser is asked once per document: a language change is a new document. */
let asked = false;
const listeners = new Set<() => void>();

function setOffered(locale: Locale | null): void {
  offered = locale;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentOffer = () => offered;
/** Never in the built HTML, nor while it hydrates: the browser's languages are not known there. */
const noOfferWhenBuilt = () => null;

/** The language to offer on this page, once its words have loaded; null when there is none. */
function useOfferedLocale(): Locale | null {
  const pageLocale = useLocale();
  const locale = useSyncExternalStore(subscribe, currentOffer, noOfferWhenBuilt);
  useEffect(() => {
    if (asked) return;
    asked = true;
    const toOffer = localeToOffer(pageLocale, navigator.languages);
    if (!toOffer || hasAnswered()) return;
    // The offer speaks the offered language: its words come with that language's shell catalog, a small chunk.
    loadMessages(toOffer, ['shell']).then(
      () => setOffered(toOffer),
      () => undefined,
    );
  }, [pageLocale]);
  return locale;
}

interface LanguageOfferProps {
  /** This page's address in a language (the language switch's). */
  hrefIn: (locale: Locale) => string;
  /** Where focus goes when the offer is declined, since the button pressed is gone. */
  onDeclined: () => void;
}

/**
 * A browser that prefers another language of the site's, on a page of the source language, is
 * offered this page in it, once (issue 31): a small note under the language switch, in that
 * language, with a link to the page in it and "No thanks". Either answer is kept on the device;
 * the visitor is never redirected. It takes no focus, and it lies over the page rather than
 * pushing it down, so nothing moves under the visitor's finger when it appears.
 */
export function LanguageOffer({ hrefIn, onDeclined }: LanguageOfferProps) {
  const pageLocale = useLocale();
  const locale = useOfferedLocale();
  if (!locale) return null;
  const decline = () => {
    rememberLanguageChoice(pageLocale);
    onDeclined();
  };
  return (
    <I18nProvider i18n={i18nFor(locale)}>
      <OfferNote locale={locale} href={hrefIn(locale)} onAccept={() => rememberLanguageChoice(locale)} onDecline={decline} />
    </I18nProvider>
  );
}

interface OfferNoteProps {
  locale: Locale;
  href: string;
  onAccept: () => void;
  onDecline: () => void;
}

/** The offer's words, in the offered language (its I18nProvider). */
function OfferNote({ locale, href, onAccept, onDecline }: OfferNoteProps) {
  const { t } = useLingui();
  const language = LANGUAGE_NAME[locale];
  const tag = LANGUAGE_TAG[locale];
  return (
    <section className="language-offer" lang={tag} aria-label={t`Language`}>
      <p>
        <Trans>This page is available in {language}.</Trans>
      </p>
      <p className="language-offer__actions">
        {/* A document load, not the router's: the other language's words and HTML come with it. */}
        <a className="button language-offer__accept" href={href} hrefLang={tag} onClick={onAccept}>
          <Trans>Read it in {language}</Trans>
        </a>
        <button type="button" className="language-offer__decline" onClick={onDecline}>
          <Trans>No thanks</Trans>
        </button>
      </p>
    </section>
  );
}
