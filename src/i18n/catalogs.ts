/**
 * The message catalogs (docs/i18n.md#one-catalog-per-language): one per language, split by the build
 * into chunks along the imports (builder/message-chunks.ts): the words the start-up shows
 * (`common`), and each feature's, with the shared components' words its pages show. A page loads
 * its language's common words and its feature's; a page of another feature adds that feature's
 * when its code loads (src/app.tsx). One i18n instance per language: a document shows one
 * language, and the build renders both from theirs, with the whole catalog loaded.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { MESSAGE_CHUNKS } from 'virtual:message-chunks';
import { localeOfPath, type Locale } from './locale';
import { fulfilled, tracked, type TrackedPromise } from '../lib/tracked-promise';

/** The words every page loads (common), and each feature's: the folders of src/features (a chunk each, empty while it writes no word). */
export type MessageGroup = 'common' | 'not-found' | 'awards' | 'section' | 'nominees' | 'vote' | 'kit';

/** The words a page loads besides the common ones: its feature's (a page module is `{feature}/{file}`, src/routes.ts). */
export const pageMessageGroup = (page: string): MessageGroup => page.slice(0, page.indexOf('/')) as MessageGroup;

const instances = new Map<Locale, I18n>();

/** The language's i18n instance, active from the start: its messages arrive with loadMessages. */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

const loaded = new Map<string, TrackedPromise<void>>();

/** One group's catalog in a language, loaded once (again after a failure): the same promise each time. */
function loadCatalog(locale: Locale, group: MessageGroup): TrackedPromise<void> {
  const key = `${group}/${locale}`;
  let loading = loaded.get(key);
  if (!loading) {
    const load = MESSAGE_CHUNKS[group]?.[locale];
    loading = tracked(
      load ? load().then(({ messages }) => i18nFor(locale).load(locale, messages)) : Promise.reject(new Error(`no words for ${key}`)),
    );
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Loads these groups' catalogs into the language's instance. */
export function loadMessages(locale: Locale, groups: readonly MessageGroup[]): Promise<void> {
  return Promise.all(groups.map((group) => loadCatalog(locale, group))).then(() => undefined);
}

const LOADED_IN_THE_BUILD = fulfilled(undefined);

/**
 * A page's feature catalog in the document's language, for React's `use` or a lazy page's loader:
 * the same promise each time, settled at once when it is loaded; the build has every catalog.
 */
export function pageMessages(group: MessageGroup): Promise<void> {
  return typeof document === 'undefined' ? LOADED_IN_THE_BUILD : loadCatalog(localeOfPath(document.location.pathname), group);
}
