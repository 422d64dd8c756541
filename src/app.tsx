import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { REDIRECTS, SECTION } from './paths';
import HomePage from './pages/HomePage';
import SectionHomePage from './pages/SectionHomePage';

/**
 * Each screen is its own chunk, so a page loads only its own code; the two
 * landing pages, where most visitors arrive, come with the entry and save a
 * round trip before their first paint.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const AwardsPage = page(() => import('./pages/AwardsPage'));
const AboutPage = page(() => import('./pages/AboutPage'));
const VideoPage = page(() => import('./pages/VideoPage'));
const AwardsWinnersPage = page(() => import('./pages/AwardsWinnersPage'));
const PlainWinnersPage = page(() => import('./pages/PlainWinnersPage'));
const WinnerArticlePage = page(() => import('./pages/WinnerArticlePage'));
const HowToPage = page(() => import('./pages/HowToPage'));
const NomineePage = page(() => import('./pages/NomineePage'));
const JudgesPage = page(() => import('./pages/JudgesPage'));
const VoteLandingPage = page(() => import('./pages/VoteLandingPage'));
const VoteNowPage = page(() => import('./pages/VoteNowPage'));
const SectionWinnersPage = page(() => import('./pages/SectionWinnersPage'));
const NotFoundPage = page(() => import('./pages/NotFoundPage'));
/** Simulator builds only: the literal lets a live build drop the chunk. */
const MachinesPage = __SIMULATOR__ ? page(() => import('./devtools/MachinesPage')) : null;

export function App() {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Switch>
        {REDIRECTS.map(({ from, to }) => (
          <Route key={from} path={from}>
            <Redirect to={to} replace />
          </Route>
        ))}
        <Route path="/" component={HomePage} />
        <Route path="/awards" component={AwardsPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/video" component={VideoPage} />
        <Route path="/winner/:id" component={AwardsWinnersPage} />
        <Route path="/winner-awards/:id" component={PlainWinnersPage} />
        <Route path="/winner/:id/article/:slug" component={WinnerArticlePage} />
        <Route path={SECTION} component={SectionHomePage} />
        <Route path={`${SECTION}/how-to`} component={HowToPage} />
        <Route path={`${SECTION}/nominee/winner/:slug`} component={NomineePage} />
        <Route path={`${SECTION}/nominee/:slug`} component={NomineePage} />
        <Route path={`${SECTION}/judges`} component={JudgesPage} />
        <Route path={`${SECTION}/vote`} component={VoteLandingPage} />
        <Route path={`${SECTION}/votenow`} component={VoteNowPage} />
        <Route path={`${SECTION}/winner`} component={SectionWinnersPage} />
        <Route path={`${SECTION}/winner/:year`} component={SectionWinnersPage} />
        {MachinesPage ? <Route path="/__machines" component={MachinesPage} /> : null}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
