/**
 * The message catalogs (lingui.config.ts), each its own chunk: one per language for what the
 * start-up shows (src/components/locales), one for the not-found page, and one for each feature
 * (src/features/{feature}/locales), with the common components' words only its pages show. A page loads its
 * language's common catalog and its feature's; a page of another feature adds that feature's when
 * its code loads (src/app.tsx). One i18n instance per language: a document shows one language,
 * and the build renders both from theirs, every catalog loaded.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LOCALES, localeOfPath, type Locale } from './locale';

/** The words every page loads (common), the not-found page's, and each feature's (lingui.config.ts). */
export type MessageGroup = 'common' | 'not-found' | 'awards' | 'section' | 'nominees' | 'vote' | 'kit';
export const MESSAGE_GROUPS: readonly MessageGroup[] = ['common', 'not-found', 'awards', 'section', 'nominees', 'vote', 'kit'];

const CATALOG_FILES = import.meta.glob<{ messages: Messages }>(['/src/components/locales/**/*.po', '/src/features/*/locales/*.po']);

/** A group's catalog for a language, as Vite names the module (the build links its chunk from a page). */
export function catalogModule(group: MessageGroup, locale: Locale): string {
  if (group === 'common') return `/src/components/locales/${locale}.po`;
  if (group === 'not-found') return `/src/components/locales/not-found/${locale}.po`;
  return `/src/features/${group}/locales/${locale}.po`;
}

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

/** A load as React's `use` reads it: settled ones carry their status, so a render that finds its words loaded does not suspend. */
type TrackedLoad = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };

function tracked(load: Promise<void>): TrackedLoad {
  const promise: TrackedLoad = load;
  promise.status = 'pending';
  load.then(
    () => {
      promise.status = 'fulfilled';
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
    },
  );
  return promise;
}

const loaded = new Map<string, TrackedLoad>();

/** One group's catalog in a language, loaded once (again after a failure): the same promise each time. */
function loadCatalog(locale: Locale, group: MessageGroup): TrackedLoad {
  const file = catalogModule(group, locale);
  let loading = loaded.get(file);
  if (!loading) {
    const load = CATALOG_FILES[file];
    loading = tracked(
      load ? load().then(({ messages }) => i18nFor(locale).load(locale, messages)) : Promise.reject(new Error(`no catalog ${file}`)),
    );
    loading.catch(() => loaded.delete(file));
    loaded.set(file, loading);
  }
  return loading;
}

/** Loads these groups' catalogs into the language's instance. */
export function loadMessages(locale: Locale, groups: readonly MessageGroup[]): Promise<void> {
  return Promise.all(groups.map((group) => loadCatalog(locale, group))).then(() => undefined);
}

/** Every catalog of every language: the build renders pages of both. */
export function loadAllMessages(): Promise<void> {
  return Promise.all(LOCALES.map((locale) => loadMessages(locale, MESSAGE_GROUPS))).then(() => undefined);
}

const LOADED_IN_THE_BUILD: TrackedLoad = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });

/**
 * A page's feature catalog in the document's language, for React's `use` or a lazy page's loader:
 * the same promise each time, settled at once when it is loaded; the build has every catalog.
 */
export function pageMessages(group: MessageGroup): Promise<void> {
  return typeof document === 'undefined' ? LOADED_IN_THE_BUILD : loadCatalog(localeOfPath(document.location.pathname), group);
}
