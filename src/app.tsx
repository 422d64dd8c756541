import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { reloadOnce } from './boot/chunk-reload';
import { REDIRECTS, ROUTE_LIST, type PageName } from './routes';
import { useMarkHydrated } from './data/store';
import { APP_READY_ATTRIBUTE } from './boot/app-ready';
import { nextTask } from './boot/after-paint';
import { releaseEarlyPresses } from './boot/early-presses';
import HomePage from './features/awards/HomePage';
import SectionHomePage from './features/section/SectionHomePage';

type PageModule = { default: ComponentType };

/**
 * The code of each page of the route table. Each screen is its own chunk, so a page loads only
 * its own code; the two landing pages, where most visitors arrive, come with the entry and save a
 * round trip before their first paint. The build finds each lazy page's chunk from its loader here
 * (build/prerender-plugin.ts), so its HTML links the page's code.
 */
export const PAGE_CODE: Record<PageName, { eager: ComponentType } | { load: () => Promise<PageModule> }> = {
  HomePage: { eager: HomePage },
  SectionHomePage: { eager: SectionHomePage },
  AwardsPage: { load: () => import('./features/awards/AwardsPage') },
  AboutPage: { load: () => import('./features/awards/AboutPage') },
  VideoPage: { load: () => import('./features/awards/VideoPage') },
  AwardsWinnersPage: { load: () => import('./features/awards/AwardsWinnersPage') },
  PlainWinnersPage: { load: () => import('./features/awards/PlainWinnersPage') },
  WinnerArticlePage: { load: () => import('./features/awards/WinnerArticlePage') },
  HowToPage: { load: () => import('./features/section/HowToPage') },
  NomineePage: { load: () => import('./features/nominees/NomineePage') },
  JudgesPage: { load: () => import('./features/section/JudgesPage') },
  VoteLandingPage: { load: () => import('./features/vote/VoteLandingPage') },
  VoteNowPage: { load: () => import('./features/vote/VoteNowPage') },
  SectionWinnersPage: { load: () => import('./features/vote/SectionWinnersPage') },
  KitPage: { load: () => import('./features/kit/KitPage') },
};

const PAGES = Object.fromEntries(
  Object.entries(PAGE_CODE).map(([name, code]) => [name, 'eager' in code ? code.eager : lazy(code.load)]),
) as Record<PageName, ComponentType>;

const NotFoundPage = lazy(() => import('./shell/NotFoundPage'));
/** Simulator builds only: the literal lets a live build drop the chunk. */
const MachinesPage = __SIMULATOR__ ? lazy(() => import('./features/devtools/MachinesPage')) : null;

/**
 * After the page, inside its Suspense boundary: its effect runs once the page itself has hydrated or
 * rendered, which for a lazy page is after the root has (its code arrives later).
 */
function PageReady() {
  const markHydrated = useMarkHydrated();
  useEffect(() => {
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
      <h1 className="section-title">This page could not be loaded</h1>
      <p>
        Check your connection, then <a href={window.location.href}>load the page again</a>.
      </p>
    </main>
  );
}

interface BoundaryState {
  failed: boolean;
  /** The address that failed: a link to another one starts afresh. */
  at: string | null;
}

/** Catches a page whose code failed to load: the page reloads once, else says so. */
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
          <Route key={pattern} path={pattern} component={PAGES[page]} />
        ))}
        {MachinesPage ? <Route path="/__machines" component={MachinesPage} /> : null}
        <Route component={NotFoundPage} />
      </Switch>
      <PageReady />
    </Suspense>
  );
}
