/**
 * The page's only entry script. The pre-rendered page is painted first, with
 * the site's styles (imported here, so they are a <link> in the HTML) and the
 * fallback fonts. Live builds start what the first screen needs at once and
 * paint its image into the pre-rendered page (src/api/warm-up.ts); the app's
 * code is asked for once that is on screen, so it does not take the first
 * screen's bandwidth (docs/decisions/010), and then hydrates the page (the
 * web fonts follow the first screen's data: src/web-fonts.ts).
 */
import './styles/global.css';
import { afterNextPaint } from './lib/after-paint';
import { installDefaultPolicy } from './lib/trusted-types';

// Before any library meets a sink (React's <script> elements, the simulator's worker).
installDefaultPolicy();

/** How long the app's code waits for the first screen's image at most (a slow back end must not hold it). */
const FIRST_SCREEN_WAIT_MS = 1500;

// A build-time literal: simulator builds wait for their mock service worker instead.
const firstScreenShown = __SIMULATOR__
  ? Promise.resolve()
  : import('./api/warm-up').then(({ warmUp }) => warmUp(window.location.pathname)).catch(() => undefined);

/** The app's and the page's code, listed by the build on #root (scripts/prerender-plugin.ts), fetched side by side. */
function preloadPageCode(): void {
  const list = document.getElementById('root')?.dataset.pageCode ?? '';
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

void afterNextPaint()
  .then(() => Promise.race([firstScreenShown, new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]))
  .then(() => {
    preloadPageCode();
    return import('./main');
  });
