import { Link } from 'wouter';
import { AWARDS_HOME_URL, paths, ROUTES } from '../../routes';
import { usePage } from '../../shell/usePage';
import { AwardsLogo, SectionLogo } from '../../shell/Logos';

export default function HomePage() {
  usePage(ROUTES.home.title());
  return (
    <main id="main" className="home">
      <h1 className="visually-hidden">Exquisite Awards and Best Restaurants &amp; Bars</h1>
      <ul className="home__tiles">
        <li>
          <a className="home__tile" href={AWARDS_HOME_URL} target="_blank" rel="noopener noreferrer">
            <AwardsLogo />
            <span className="home__tile-label">Exquisite Awards</span>
          </a>
        </li>
        <li>
          <Link className="home__tile" href={paths.section()}>
            <SectionLogo />
            <span className="home__tile-label">Best Restaurants &amp; Bars 2025</span>
          </Link>
        </li>
      </ul>
    </main>
  );
}
