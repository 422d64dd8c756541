/** Every URL of the site, built in one place for links, routes and tests. */

export const SECTION = '/bestrestaurantsandbars';

export const AWARDS_HOME_URL = 'https://awards.exquisite.example/';
export const CONTACT_URL = 'https://awards.exquisite.example/contact';
export const CATEGORY_DASHBOARD_URL = 'https://awards.exquisite.example/dashboard/2024';

export const paths = {
  home: () => '/',
  awards: () => '/awards',
  about: () => '/about',
  video: () => '/video',
  awardsWinners: (year: number | string) => `/winner/${year}`,
  plainWinners: (year: number | string) => `/winner-awards/${year}`,
  winnerArticle: (year: number | string, slug: string) => `/winner/${year}/article/${encodeURIComponent(slug)}`,
  section: () => SECTION,
  howTo: () => `${SECTION}/how-to`,
  nominee: (slug: string) => `${SECTION}/nominee/${encodeURIComponent(slug)}`,
  winnerNominee: (slug: string) => `${SECTION}/nominee/winner/${encodeURIComponent(slug)}`,
  judges: (position?: number) => `${SECTION}/judges${position === undefined ? '' : `#judge${position}`}`,
  voteLanding: () => `${SECTION}/vote`,
  voteNow: () => `${SECTION}/votenow`,
  sectionWinners: (year?: number | string) => `${SECTION}/winner${year === undefined ? '' : `/${year}`}`,
} as const;

/** Years of the awards programme in its menus (spec section 9). */
export const AWARDS_LATEST_YEAR = 2024;
export const PLAIN_WINNER_YEARS = [2023, 2022, 2021, 2019, 2018] as const;
export const SECTION_YEAR = 2025;
export const SECTION_PAST_YEARS = [2024] as const;

/**
 * The spec's redirecting routes. The app renders them as <Redirect>; the build lists them in
 * prerendered.json, so servers answer them with HTTP 301 (deploy/nginx.mjs, scripts/serve.mjs).
 */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/winner', to: paths.home() },
  { from: `${SECTION}/nominee`, to: paths.section() },
];
