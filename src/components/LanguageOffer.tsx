import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
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
  try {
    return deviceStorage()?.getItem(ANSWER_KEY) !== null;
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
}

/**
 * The language to offer on this page, once its words have loaded; null when there is none. Never in
 * the built HTML, nor while it hydrates: the browser's languages are not known there.
 */
function useOfferedLocale(): [Locale | null, () => void] {
  const pageLocale = useLocale();
  const [offered, setOffered] = useState<Locale | null>(null);
  useEffect(() => {
    const toOffer = localeToOffer(pageLocale, navigator.languages);
    if (!toOffer || hasAnswered()) return;
    let shown = true;
    // The offer speaks the offered language: its words come with that language's common catalog, a small chunk.
    loadMessages(toOffer, ['common']).then(
      () => shown && setOffered(toOffer),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [pageLocale]);
  return [offered, () => setOffered(null)];
}

interface LanguageOfferProps {
  /** This page's address in a language (the language switch's). */
  hrefIn: (locale: Locale) => string;
  /** Where focus goes when the offer is declined, since the button pressed is gone. */
  onDeclined: () => void;
}

/**
 * A browser that prefers another language of the site's, on a page of the source language, is
 * offered this page in it, once: a small note under the language switch, in that
 * language, with a link to the page in it and "No thanks". Either answer is kept on the device;
 * the visitor is never redirected. It takes no focus, and it lies over the page rather than
 * pushing it down, so nothing moves under the visitor's finger when it appears. Its words are in
 * the offered language, not the page's: read from that language's instance.
 */
export function LanguageOffer({ hrefIn, onDeclined }: LanguageOfferProps) {
  const pageLocale = useLocale();
  const [locale, dismiss] = useOfferedLocale();
  if (!locale) return null;
  const i18n = i18nFor(locale);
  const language = LANGUAGE_NAME[locale];
  const tag = LANGUAGE_TAG[locale];
  const decline = () => {
    rememberLanguageChoice(pageLocale);
    dismiss();
    onDeclined();
  };
  return (
    <section className="language-offer" lang={tag} aria-label={i18n._(msg`Language`)}>
      <p>{i18n._(msg`This page is available in ${language}.`)}</p>
      <p className="language-offer__actions">
        {/* A document load, not the router's: the other language's words and HTML come with it. */}
        <a className="button language-offer__accept" href={hrefIn(locale)} hrefLang={tag} onClick={() => rememberLanguageChoice(locale)}>
          {i18n._(msg`Read it in ${language}`)}
        </a>
        <button type="button" className="language-offer__decline" onClick={decline}>
          {i18n._(msg`No thanks`)}
        </button>
      </p>
    </section>
  );
}
