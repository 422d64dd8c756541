import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18nFor } from '../../src/i18n/catalogs';
import type { Locale } from '../../src/i18n/locale';

/** A view's words in a language, as the app gives them (src/root.tsx): Testing Library's `wrapper`. */
export function inLocale(locale: Locale) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18nFor(locale)}>{children}</I18nProvider>;
  };
}

export const inEnglish = inLocale('en');
