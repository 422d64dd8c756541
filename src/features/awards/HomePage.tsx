import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { AWARDS_HOME_URL, paths, ROUTES } from '#src/routes';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { AwardsLogo, SectionLogo } from '#src/components/Logos';
import { LanguageSwitch } from '#src/components/LanguageSwitch';

/** The tiles name the two programmes as the spec does: brands, not translated. */
const AWARDS_TILE_LABEL = 'Exquisite Awards';
const SECTION_TILE_LABEL = 'Best Restaurants & Bars 2025';

export default function HomePage() {
  usePage(useRouteTitle(ROUTES.home));
  return (
    <>
      {/* The landing page has no menu: its header holds the language switch alone. */}
      <header className="home__header">
        <LanguageSwitch home={paths.home()} />
      </header>
      <main id="main" className="home">
        <h1 className="visually-hidden">
          <Trans>Exquisite Awards and Best Restaurants &amp; Bars</Trans>
        </h1>
        <ul className="home__tiles">
          <li>
            <a className="home__tile" href={AWARDS_HOME_URL} target="_blank" rel="noopener noreferrer">
              <AwardsLogo />
              <span className="home__tile-label">{AWARDS_TILE_LABEL}</span>
            </a>
          </li>
          <li>
            <Link className="home__tile" href={paths.section()}>
              <SectionLogo />
              <span className="home__tile-label">{SECTION_TILE_LABEL}</span>
            </Link>
          </li>
        </ul>
      </main>
    </>
  );
}
