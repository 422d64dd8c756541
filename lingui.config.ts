/**
 * The site's message catalogs (docs/decisions/029): one per language of common words, which every
 * page loads before it is interactive, and one for each feature, beside its code, which its pages
 * load with their code (src/i18n/catalogs.ts). Words of src/components, src/domain and src/lib that only some
 * features' pages show are in those features' catalogs, not in the common one: SHOWN_BY lists them,
 * and tests/unit/catalogs.test.ts checks it against the imports, so every page has its words.
 * `npm run messages` extracts them; translators edit the `.po` files.
 */
import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The components', src/domain's and src/lib's files with words that the start-up does not show, by the catalogs that do. */
const SHOWN_BY: Record<string, string[]> = {
  'src/components/AwardsLayout.tsx': ['awards', 'nominees', 'vote', 'kit', 'not-found'],
  'src/components/NotFoundPage.tsx': ['awards', 'nominees', 'vote', 'kit', 'not-found'],
  'src/components/ContactDetails.tsx': ['awards', 'nominees'],
  'src/components/Slider.tsx': ['awards', 'nominees'],
  'src/components/SharePanel.tsx': ['nominees', 'vote'],
  'src/domain/structured-data.ts': ['awards', 'nominees', 'vote'],
  'src/lib/share.ts': ['nominees', 'vote', 'kit'],
  'src/domain/vote-form.ts': ['vote'],
  'src/domain/kit.ts': ['vote', 'kit'],
  // The kit's images are drawn by the build, in the kit's words.
  'builder/kit-templates.ts': ['kit'],
};

const shownBy = (catalog: string) => Object.keys(SHOWN_BY).filter((file) => SHOWN_BY[file]?.includes(catalog));
const rooted = (files: string[]) => files.map((file) => `<rootDir>/${file}`);

/** The features with words: the folders of src/features that hold a catalog. */
const FEATURES_WITH_MESSAGES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`./src/features/${entry.name}/locales`, import.meta.url)))
  .map((entry) => entry.name);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'id'],
  catalogs: [
    {
      path: '<rootDir>/src/components/locales/{locale}',
      include: rooted(['src/components', 'src/domain', 'src/lib', 'src/app.tsx', 'src/routes.ts', 'src/i18n']),
      exclude: rooted(Object.keys(SHOWN_BY)),
    },
    // Words only the build writes, into a page's head (builder/render.tsx loads them).
    { path: '<rootDir>/builder/locales/{locale}', include: rooted(['builder/page-words.ts']) },
    // The app's page for an address no route has (src/app.tsx).
    { path: '<rootDir>/src/components/locales/not-found/{locale}', include: rooted(shownBy('not-found')) },
    ...FEATURES_WITH_MESSAGES.map((feature) => ({
      path: `<rootDir>/src/features/${feature}/locales/{locale}`,
      include: rooted([`src/features/${feature}`, ...shownBy(feature)]),
    })),
  ],
  format: formatter({ lineNumbers: false }),
  // The <Trans> macro compiles to the site's own, which keeps the data's words as words.
  runtimeConfigModule: { Trans: ['/src/i18n/Trans.tsx', 'Trans'] },
  orderBy: 'message',
});
