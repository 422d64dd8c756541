import { useSyncExternalStore } from 'react';
import { builtSiteOrigin, siteOrigin } from '../config';

const noSubscription = () => () => undefined;

/**
 * `siteOrigin()` for what a page shows as text: the origin the build wrote while the page hydrates
 * (they differ where SITE_URL is unset and the site is served elsewhere), the page's own after.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(noSubscription, siteOrigin, builtSiteOrigin);
}
