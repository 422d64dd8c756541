import { Component, lazy, Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { reloadOnce } from './document/chunk-reload';
import { REDIRECTS, ROUTE_LIST, type PageName } from './routes';
import { useMarkHydrated } from './stores/data-store';
import { APP_READY_ATTRIBUTE } from './document/app-ready';
import { nextTask } from './document/after-paint';
import { releaseEarlyPresses } from './document/early-presses';
import { pageMessages, type MessageGroup } from './i18n/catalogs';
import HomePage from './features/awards/HomePage';
import SectionHomePage from './features/section/SectionHomePage';

type PageModule = { default: ComponentType };
type PageCode = ({ eager: ComponentType } | { load: () => Promise<PageModule> }) & {
  /** The catalog of its words (src/i18n/catalogs.ts), loaded beside its code. */
  messages: MessageGroup;
};

/**
 * The code of each page of the route table. Each screen is its own chunk, so a page loads only
 * its own code; the two landing pages, where most visitors arrive, come with the entry and save a
 * round trip before their first paint. The build finds each lazy page's chunk from its loader here
 * (builder/prerender-plugin.ts), so its HTML links the page's code.
 */
export const PAGE_CODE: Record<PageName, PageCode> = {
  HomePage: { eager: HomePage, messages: 'awards' },
  SectionHomePage: { eager: SectionHomePage, messages: 'section' },
  AwardsPage: { load: () => import('./features/awards/AwardsPage'), messages: 'awards' },
  AboutPage: { load: () => import('./features/awards/AboutPage'), messages: 'awards' },
  VideoPage: { load: () => import('./features/awards/VideoPage'), messages: 'awards' },
  AwardsWinnersPage: { load: () => import('./features/awards/AwardsWinnersPage'), messages: 'awards' },
  PlainWinnersPage: { load: () => import('./features/awards/PlainWinnersPage'), messages: 'awards' },
  WinnerArticlePage: { load: () => import('./features/awards/WinnerArticlePage'), messages: 'awards' },
  HowToPage: { load: () => import('./features/section/HowToPage'), messages: 'section' },
  NomineePage: { load: () => import('./features/nominees/NomineePage'), messages: 'nominees' },
  JudgesPage: { load: () => import('./features/section/JudgesPage'), messages: 'section' },
  VoteLandingPage: { load: () => import('./features/vote/VoteLandingPage'), messages: 'vote' },
  VoteNowPage: { load: () => import('./features/vote/VoteNowPage'), messages: 'vote' },
  SectionWinnersPage: { load: () => import('./features/vote/SectionWinnersPage'), messages: 'vote' },
  KitPage: { load: () => import('./features/kit/KitPage'), messages: 'kit' },
};

/** An eager page waits for its words only when a visit reaches it after opening on another page. */
function EagerPage({ page: Page, messages }: { page: ComponentType; messages: MessageGroup }) {
  use(pageMessages(messages));
  return <Page />;
}

/** Each page with its words, in the document's language (the build has every catalog loaded). */
const PAGES = Object.fromEntries(
  Object.entries(PAGE_CODE).map(([name, code]): [string, ComponentType] => [
    name,
    'eager' in code
      ? () => <EagerPage page={code.eager} messages={code.messages} />
      : lazy(() => Promise.all([code.load(), pageMessages(code.messages)]).then(([module]) => module)),
  ]),
) as Record<PageName, ComponentType>;

const NotFoundPage = lazy(() =>
  Promise.all([import('./features/not-found/NotFoundPage'), pageMessages('not-found')]).then(([module]) => module),
);
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
