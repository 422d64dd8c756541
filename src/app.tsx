import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { REDIRECTS, ROUTE_LIST, type PageName } from './routes';
import HomePage from './pages/HomePage';
import SectionHomePage from './pages/SectionHomePage';

type PageModule = { default: ComponentType };

/**
 * The code of each page of the route table. Each screen is its own chunk, so a page loads only
 * its own code; the two landing pages, where most visitors arrive, come with the entry and save a
 * round trip before their first paint. The build finds each page's chunk from its loader here
 * (scripts/prerender-plugin.ts), so its HTML links the page's code.
 */
export const PAGE_MODULES: Record<PageName, () => Promise<PageModule>> = {
  HomePage: () => import('./pages/HomePage'),
  SectionHomePage: () => import('./pages/SectionHomePage'),
  AwardsPage: () => import('./pages/AwardsPage'),
  AboutPage: () => import('./pages/AboutPage'),
  VideoPage: () => import('./pages/VideoPage'),
  AwardsWinnersPage: () => import('./pages/AwardsWinnersPage'),
  PlainWinnersPage: () => import('./pages/PlainWinnersPage'),
  WinnerArticlePage: () => import('./pages/WinnerArticlePage'),
  HowToPage: () => import('./pages/HowToPage'),
  NomineePage: () => import('./pages/NomineePage'),
  JudgesPage: () => import('./pages/JudgesPage'),
  VoteLandingPage: () => import('./pages/VoteLandingPage'),
  VoteNowPage: () => import('./pages/VoteNowPage'),
  SectionWinnersPage: () => import('./pages/SectionWinnersPage'),
};

const EAGER_PAGES: Partial<Record<PageName, ComponentType>> = { HomePage, SectionHomePage };

const PAGES = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([name, load]) => [name, EAGER_PAGES[name as PageName] ?? lazy(load)]),
) as Record<PageName, ComponentType>;

const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
/** Simulator builds only: the literal lets a live build drop the chunk. */
const MachinesPage = __SIMULATOR__ ? lazy(() => import('./devtools/MachinesPage')) : null;

export function App() {
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
    </Suspense>
  );
}
