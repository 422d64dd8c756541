/**
 * The page's only entry script. The pre-rendered page is painted first, with
 * the site's styles (imported here, so they are a <link> in the HTML) and the
 * fallback fonts; one frame later the app's code runs and hydrates the page
 * (the web fonts follow the first screen's data: src/web-fonts.ts). Live
 * builds start what the first screen needs (src/api/warm-up.ts) at once.
 */
import './styles/global.css';

// Network only, so it need not wait for the paint. A build-time literal: simulator builds wait for their mock service worker instead.
if (!__SIMULATOR__) void import('./api/warm-up').then(({ warmUp }) => warmUp(window.location.pathname));

requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main');
  });
});
