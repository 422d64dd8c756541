import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from '../root';
import { createStore } from '../stores/data-store';
import { loadApi, loadImageManifest } from '../data/loaders';
import { loadWebFontsOnceSettled } from './web-fonts';
import { mainTextAfterFirstPaint } from './main-text';
import { requestMainTextFonts } from '../components/web-font-faces';
import { readPrebuiltData } from '../data/prebuilt';
import { nextTask } from '../document/after-paint';
import { createImageCatalog } from '../data/image-catalog';
import { builtRoot, builtRoute } from './built-page';
import { ignorePreloadErrors, reloadOnce } from '../document/chunk-reload';
import { routeMatcher, routeOf } from '../routes';
import { loadMessages, pageMessageGroup } from '../i18n/catalogs';
import { LANGUAGE_TAG, localeOfPath, unlocalizedPath } from '../i18n/locale';

async function start(): Promise<void> {
  ignorePreloadErrors();
  // The page scrolls itself to the top after each navigation (usePage).
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

  // The address's language, and the common words and those of the page it shows, asked for at once.
  const locale = localeOfPath(window.location.pathname);
  document.documentElement.lang = LANGUAGE_TAG[locale];
  const shown = routeOf(unlocalizedPath(window.location.pathname));
  const messagesLoaded = loadMessages(locale, shown ? ['common', pageMessageGroup(shown.route.page)] : ['common']);

  // A build-time literal, so a live build drops this branch and the simulator with it.
  if (__SIMULATOR__) {
    const { enableSimulator } = await import('../../mocks/browser');
    await enableSimulator();
  }

  // The modules were evaluated in this task: starting the store and the first render get tasks of their own.
  await nextTask();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const route = builtRoot(document) ? builtRoute(root) : null;
  const hydrating = route !== null && routeMatcher(route).regex.test(window.location.pathname);
  // A page built with its data hydrates from that data, then follows the answers (docs/decisions/015).
  const prebuilt = hydrating ? readPrebuiltData(document) : null;
  const store = createStore({ built: prebuilt?.data, hydrating });
  loadWebFontsOnceSettled({ hydrated: store.hydrated(), settled: store.startupSettled() });
  // The images of the page's HTML are known from its data; the rest once the whole manifest is in.
  // It is asked for beside the startup requests and as they are: a shell's photos wait for it.
  const images = createImageCatalog({ known: prebuilt?.images });
  // The API client's code did not arrive: every answer would fail, so the page reloads once, as for the app's code.
  // Once it is in, a main text that comes after the first paint asks for its faces: asked for
  // beside the client's code, they would delay the data it fetches.
  loadApi().then(
    () => {
      if (shown && mainTextAfterFirstPaint(shown.route, shown.params, prebuilt?.data)) requestMainTextFonts();
    },
    () => reloadOnce(),
  );
  loadImageManifest().then(images.complete, () => images.complete({}));
  try {
    await messagesLoaded;
  } catch {
    // The page's words did not arrive: the app would show none, so the page reloads once, as for its code.
    reloadOnce();
    return;
  }
  await nextTask();
  const tree = <AppRoot store={store} locale={locale} images={images} />;
  if (hydrating) {
    // A transition's render yields to the browser every few milliseconds; a default one runs as one task.
    startTransition(() => {
      hydrateRoot(root, tree);
    });
  } else {
    // A server that answered with another route's HTML: start from an empty root.
    root.replaceChildren();
    createRoot(root).render(tree);
  }
}

start().catch((error: unknown) => {
  console.error('[app] failed to start', error);
});
