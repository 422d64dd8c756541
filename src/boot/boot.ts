/**
 * The page's only entry script. The pre-rendered page is painted first, with
 * the site's styles (imported here, so they are a <link> in the HTML) and the
 * fallback fonts. In live builds, a page whose HTML still waits for its first
 * image (a shell) starts what it needs at once and paints that image into the
 * pre-rendered page (src/boot/warm-up.ts). The app's code is asked for once the
 * first screen is shown and the page has loaded, so it does not take the first
 * screen's bandwidth (docs/decisions/010, 017), nor do the cards' photos below it
 * (src/document/first-screen-in.ts); React DOM and the app are then
 * evaluated in separate tasks, and the app hydrates the page (the web fonts
 * follow the first screen's data: src/boot/web-fonts.ts).
 */
import '../components/global.css';
import { afterFirstContentfulPaint, afterNextPaint, nextTask } from '../document/after-paint';
import { FIRST_SCREEN_IMAGE_SLOT } from '../lib/first-screen-image';
import { holdEarlyPresses } from '../document/early-presses';
import { installDefaultPolicy } from '../components/trusted-types';
import { builtRoot as findBuiltRoot } from './built-page';
import { reloadOnce } from '../document/chunk-reload';
import { FIRST_SCREEN_WAIT_MS } from './first-screen-wait';
import { FIRST_SCREEN_IN_ATTRIBUTE } from '../document/first-screen-in';

// Before any library meets a sink (React's <script> elements, the simulator's worker).
installDefaultPolicy();

// A build-time literal: simulator builds wait for their mock service worker instead. The warm-up
// runs only where the HTML still waits for its first image (a shell); a page built with its data
// or one without an image slot is painted already, and its requests would only compete with it.
const firstScreenShown =
  __SIMULATOR__ || !document.querySelector(`[${FIRST_SCREEN_IMAGE_SLOT}]`)
    ? Promise.resolve()
    : import('./warm-up').then(({ warmUp }) => warmUp(window.location.pathname)).catch(() => undefined);

const root = document.getElementById('root');

/**
 * The app's and the page's code, listed by the build on #root (builder/prerender-plugin.ts), fetched
 * side by side. One link a task: a slowed phone spends about 9 ms on each (15 on a nominee page).
 */
async function preloadPageCode(): Promise<void> {
  const list = root?.dataset.pageCode ?? '';
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

/** The page's first-screen resources (its eager images, the style sheet) are in (the `load` event), and a frame has drawn them. */
const pageLoaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
}).then(afterNextPaint);

const builtRoot = findBuiltRoot(document);

// The built page's buttons show before the app answers them: their presses wait for it.
if (builtRoot) holdEarlyPresses(builtRoot);

// A page without images can fire `load` before its first paint is presented: the paint is awaited as
// well. The bare app has nothing to paint until the app renders it.
const firstPaintPresented = builtRoot ? afterFirstContentfulPaint() : Promise.resolve();

void Promise.race([
  Promise.all([firstPaintPresented, firstScreenShown, pageLoaded]),
  new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
])
  .then(() => {
    document.documentElement.setAttribute(FIRST_SCREEN_IN_ATTRIBUTE, '');
    void preloadPageCode();
    return import('react-dom/client');
  })
  // React DOM is evaluated in a task of its own, the app's modules in the next: two shorter tasks, not one long one.
  .then(nextTask)
  .then(() => import('./main'))
  // The app's code did not arrive (a flaky link, a deploy that replaced it): the built page stays, and reloads once.
  .catch(() => reloadOnce());
