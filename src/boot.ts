/**
 * The page's only entry script. The pre-rendered page is painted first, with
 * the site's styles (imported here, so they are a <link> in the HTML) and the
 * fallback fonts; one frame later the web fonts start loading (they swap in)
 * and the app's code runs and hydrates the page. Live builds also start what
 * the first screen needs (src/api/warm-up.ts) right then.
 */
import './styles/global.css';

requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./styles/fonts.css');
    // A build-time literal: simulator builds wait for their mock service worker instead.
    if (!__SIMULATOR__) void import('./api/warm-up').then(({ warmUp }) => warmUp(window.location.pathname));
    void import('./main');
  });
});
