/**
 * Words only the build writes, into a page's head: in the catalog, but in no page's chunk of words
 * (docs/i18n.md#one-catalog-per-language), since no page's code imports this file.
 */
import { msg } from '@lingui/core/macro';

/** The site's description (index.html's), for a page that has none of its own. */
export const SITE_DESCRIPTION = msg`Exquisite Awards winners and Exquisite's Best Restaurants & Bars 2025: nominees, judges, results.`;
