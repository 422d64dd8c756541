/**
 * Words only the build writes, into a page's head: their own catalog (builder/locales, loaded by
 * builder/render.tsx), so no page's code carries them.
 */
import { msg } from '@lingui/core/macro';

/** The site's description (index.html's), for a page that has none of its own. */
export const SITE_DESCRIPTION = msg`Exquisite Awards winners and Exquisite's Best Restaurants & Bars 2025: nominees, judges, results.`;
