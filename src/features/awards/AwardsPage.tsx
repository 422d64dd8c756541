import { AWARDS_HOME_URL, paths, AWARDS_LATEST_YEAR, ROUTES } from '../../routes';
import { usePage } from '../../shell/usePage';
import { AwardsShell } from '../../shell/AwardsShell';
import { Link } from 'wouter';

/** The spec shows no content for this route: a placeholder that points to where the content lives. */
export default function AwardsPage() {
  usePage(ROUTES.awards.title());
  return (
    <AwardsShell>
      <section className="page-body">
        <h1 className="section-title">EXQUISITE AWARDS</h1>
        <p>
          The awards programme lives on its own site:{' '}
          <a href={AWARDS_HOME_URL} target="_blank" rel="noopener noreferrer">
            visit Exquisite Awards
          </a>
          . Past winners are here: <Link href={paths.awardsWinners(AWARDS_LATEST_YEAR)}>winners {AWARDS_LATEST_YEAR}</Link>.
        </p>
      </section>
    </AwardsShell>
  );
}
