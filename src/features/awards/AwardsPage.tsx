import { Trans } from '@lingui/react/macro';
import { AWARDS_HOME_URL, paths, AWARDS_LATEST_YEAR, ROUTES } from '#src/routes';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { AwardsLayout } from '#src/components/AwardsLayout';
import { Link } from 'wouter';

/** The programme's name, as its heading writes it: a brand, not translated. */
const PROGRAMME_HEADING = 'EXQUISITE AWARDS';

/** The spec shows no content for this route: a placeholder that points to where the content lives. */
export default function AwardsPage() {
  usePage(useRouteTitle(ROUTES.awards));
  return (
    <AwardsLayout>
      <section className="page-body">
        <h1 className="section-title">{PROGRAMME_HEADING}</h1>
        <p>
          <Trans>
            The awards programme lives on its own site:{' '}
            <a href={AWARDS_HOME_URL} target="_blank" rel="noopener noreferrer">
              visit Exquisite Awards
            </a>
            .
          </Trans>{' '}
          <Trans>
            Past winners are here: <Link href={paths.awardsWinners(AWARDS_LATEST_YEAR)}>winners {AWARDS_LATEST_YEAR}</Link>.
          </Trans>
        </p>
      </section>
    </AwardsLayout>
  );
}
