import { useLingui } from '@lingui/react';
import { asLocale, localizedPath, type Locale } from './locale';

/** The page's language. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return asLocale(i18n.locale);
}

/**
 * A path of the site in the page's language, for what leaves the router: a link to share, an
 * address to copy, a QR code. Links inside the site go through the router, which adds the prefix.
 */
export function useLocalizedPath(path: string): string {
  return localizedPath(path, useLocale());
}
