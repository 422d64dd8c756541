/**
 * The site's message catalogs (docs/decisions/029): one per language for the shell and one for
 * each feature, beside its code, so a page loads its language's messages for what it shows and
 * no more (src/i18n/catalogs.ts). `npm run messages` extracts them; translators edit the `.po`.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const FEATURES_WITH_MESSAGES = ['awards', 'section', 'nominees', 'vote', 'kit'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'id'],
  catalogs: [
    {
      path: '<rootDir>/src/shell/locales/{locale}',
      include: ['<rootDir>/src/shell', '<rootDir>/src/lib', '<rootDir>/src/app.tsx', '<rootDir>/src/routes.ts', '<rootDir>/src/i18n'],
    },
    ...FEATURES_WITH_MESSAGES.map((feature) => ({
      path: `<rootDir>/src/features/${feature}/locales/{locale}`,
      // The kit's images are drawn by the build, in the kit's words.
      include: [`<rootDir>/src/features/${feature}`, ...(feature === 'kit' ? ['<rootDir>/build/venue-kit.ts'] : [])],
    })),
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
