import { Component, lazy, Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { reloadOnce } from './document/chunk-reload';
import { REDIRECTS, ROUTE_LIST, type PageModule } from './routes';
import { useMarkHydrated } from './stores/data-store';
import { APP_READY_ATTRIBUTE } from './document/app-ready';
import { nextTask } from './document/after-paint';
import { releaseEarlyPresses } from './document/early-presses';
import { pageMessageGroup, pageMessages, type MessageGroup } from './i18n/catalogs';
import { loadSanitizer } from './components/sanitiser-loader';

type PageCode = { default: ComponentType };

/**
 * The code of every page of src/features, each its own chunk, so a page loads only its own code
 * (the route table names each route's page: src/routes.ts). The build finds a page's chunk by its
 * module (builder/prerender-plugin.ts), so its HTML links the page's code. The machine charts are
 * simulator builds' only (below).
 */
const PAGE_CODE = import.meta.glob<PageCode>([
  './features/*/*Page.tsx',
  '!./features/devtools/**',
  // A dynamic import of a page that comes with the app would split the app's chunk in pieces.
  '!./features/awards/HomePage.tsx',
  '!./features/section/SectionHomePage.tsx',
]);
/** The two landing pages, where most visitors arrive, come with the entry and save a round trip before their first paint. */
const EAGER_PAGES = import.meta.glob<PageCode>(['./features/awards/HomePage.tsx', './features/section/SectionHomePage.tsx'], {
  eager: true,
});

/** An eager page waits for its words only when a visit reaches it after opening on another page. */
function EagerPage({ page: Page, messages }: { page: ComponentType; messages: MessageGroup }) {
  use(pageMessages(messages));
  return <Page />;
}

/** The pages whose main text is server HTML (src/routes.ts), which waits for the sanitiser. */
const MAIN_TEXT_IS_SERVER_HTML = new Set(ROUTE_LIST.filter((route) => route.mainTextIsServerHtml).map((route) => route.page));
/** Whether the page the visit opened on has shown: the pages reached after it render in the browser. */
let firstPageShown = false;

/** A page with its words, in the document's language (the build has every catalog loaded). */
function pageComponent(page: PageModule): ComponentType {
  const messages = pageMessageGroup(page);
  const file = `./features/${page}.tsx`;
  const eager = EAGER_PAGES[file]?.default;
  if (eager) return () => <EagerPage page={eager} messages={messages} />;
  const load = PAGE_CODE[file];
  if (!load) throw new Error(`src/routes.ts names a page with no module: ${page}`);
  return lazy(() => {
    // A page reached in the app whose main text is server HTML: the sanitiser comes beside its code,
    // not a round trip after its text's answer. The page a visit opens on has it listed with its code
    // where it needs it (docs/decisions/064), or needs none (built with its text).
    if (firstPageShown && MAIN_TEXT_IS_SERVER_HTML.has(page)) void loadSanitizer().catch(() => undefined);
    return Promise.all([load(), pageMessages(messages)]).then(([module]) => module);
  });
}

const PAGES = new Map(ROUTE_LIST.map(({ page }) => page).map((page) => [page, pageComponent(page)]));
const NotFoundPage = pageComponent('not-found/NotFoundPage');
/** Simulator builds only: the literal lets a live build drop the chunk. */
const MachinesPage = __SIMULATOR__ ? lazy(() => import('./features/devtools/MachinesPage')) : null;

/**
 * After the page, inside its Suspense boundary: its effect runs once the page itself has hydrated or
 * rendered, which for a lazy page is after the root has (its code arrives later).
 */
function PageReady() {
  const markHydrated = useMarkHydrated();
  useEffect(() => {
    firstPageShown = true;
    markHydrated();
    // After this commit, so the presses held until now reach the page as it stands; the page is
    // marked ready once they have been made.
    void nextTask()
      .then(releaseEarlyPresses)
      .then(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''));
  }, [markHydrated]);
  return null;
}

/** What shows when a page's code could not be loaded, even after a reload: never a dead page. */
function PageCodeFailed() {
  return (
    <main className="page-body">
      <h1 className="section-title">
        <Trans>This page could not be loaded</Trans>
      </h1>
      <p>
        <Trans>
          Check your connection, then <a href={window.location.href}>load the page again</a>.
        </Trans>
      </p>
    </main>
  );
}

interface BoundaryState {
  failed: boolean;
  /** The address that failed: a link to another one starts afresh. */
  at: string | null;
}

/** Catches a page whose code failed to load (its own, or the sanitiser its main text waits for): the page reloads once, else says so. */
class PageCodeBoundary extends Component<{ location: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false, at: null };
  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true, at: null };
  }
  static getDerivedStateFromProps({ location }: { location: string }, { failed, at }: BoundaryState): Partial<BoundaryState> | null {
    if (!failed) return null;
    if (at === null) return { at: location };
    return at === location ? null : { failed: false, at: null };
  }
  componentDidCatch(error: unknown) {
    console.warn('[app] a page could not be loaded', error);
    reloadOnce();
  }
  render() {
    return this.state.failed ? <PageCodeFailed /> : this.props.children;
  }
}

export function App() {
  const [location] = useLocation();
  return (
    <PageCodeBoundary location={location}>
      <Pages />
    </PageCodeBoundary>
  );
}

function Pages() {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Switch>
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from}>
            <Redirect to={to} replace />
          </Route>
        ))}
        {ROUTE_LIST.map(({ pattern, page }) => (
          <Route key={pattern} path={pattern} component={PAGES.get(page)} />
        ))}
        {MachinesPage ? <Route path="/__machines" component={MachinesPage} /> : null}
        <Route component={NotFoundPage} />
      </Switch>
      <PageReady />
    </Suspense>
  );
}
