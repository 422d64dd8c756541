/**
 * The site's words: one catalog per language (docs/i18n.md#one-catalog-per-language), each message
 * written once, with the files that write it (`#:`). The build splits it into the chunks the pages
 * load, along the imports (builder/message-chunks.ts): the start-up's words, and each feature's.
 * `npm run messages` extracts them; translators edit the `.po` files.
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'id'],
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      // The site's code, and the build's own words (a page's head, the kit's images).
      include: ['<rootDir>/src', '<rootDir>/builder'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // The <Trans> macro compiles to the site's own, which keeps the data's words as words.
  runtimeConfigModule: { Trans: ['/src/i18n/Trans.tsx', 'Trans'] },
  orderBy: 'message',
});
