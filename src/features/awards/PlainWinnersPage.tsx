import { useMemo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { useData } from '#src/stores/data-store';
import { AWARDS_LATEST_YEAR, paths, ROUTES } from '#src/routes';
import { parseYear } from '#src/lib/awards-year';
import {
  cityHeading,
  groupPlainWinners,
  isEmptyPlainWinners,
  winnerHref,
  type CategoryWinners,
  type CityWinners,
} from './winners-grouping';
import { AwardsLayout } from '#src/components/AwardsLayout';
import { AwardsLogo } from '#src/components/Logos';
import { SmartLink } from '#src/components/SmartLink';
import { AwardsFooterBrands } from './AwardsFooterBrands';
import './PlainWinnersPage.css';

type Level = 2 | 3 | 4 | 5;
const Heading = ({ level, className, id, children }: { level: Level; className?: string; id?: string; children: ReactNode }) => {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
};

export default function PlainWinnersPage() {
  const { id = '' } = useParams<{ id: string }>();
  const year = parseYear(id);
  usePage(useRouteTitle(ROUTES.plainWinners, { id }));
  const { winners, sponsors } = useData(ROUTES.plainWinners);
  const grouped = useMemo(() => groupPlainWinners(winners.data), [winners.data]);

  return (
    <AwardsLayout year={year} footer={<AwardsFooterBrands sponsors={sponsors.data} />}>
      <header className="plain-winners__hero">
        <AwardsLogo year={year} className="plain-winners__hero-logo" />
        <h1 className="section-title plain-winners__title">
          <Trans>WINNERS</Trans>
        </h1>
        <p className="plain-winners__year">{id}</p>
      </header>
      <div className="plain-winners">
        {winners.status === 'loading' ? (
          <p className="loading" role="status">
            <Trans>Loading the winners…</Trans>
          </p>
        ) : isEmptyPlainWinners(grouped) ? (
          <div className="plain-winners__empty" role="status">
            <p>
              <Trans>No winners list is available for {id}.</Trans>
            </p>
            <Link href={paths.awardsWinners(AWARDS_LATEST_YEAR)} className="button">
              <Trans>SEE THE {AWARDS_LATEST_YEAR} WINNERS</Trans>
            </Link>
          </div>
        ) : (
          <>
            {grouped.featured.map((entry) => (
              <CitySection key={entry.city} entry={entry} />
            ))}
            {grouped.otherCities.length > 0 ? (
              <section className="plain-winners__city" aria-labelledby="plain-winners-other">
                <h2 id="plain-winners-other" className="plain-winners__city-title">
                  <Trans>OTHER CITIES</Trans>
                </h2>
                <hr className="plain-winners__line" />
                {grouped.otherCities.map((entry) => (
                  <div key={entry.city} className="plain-winners__other-city">
                    <CityGroups entry={entry} level={3} />
                  </div>
                ))}
              </section>
            ) : null}
          </>
        )}
      </div>
    </AwardsLayout>
  );
}

function CitySection({ entry }: { entry: CityWinners }) {
  const headingId = `plain-winners-${entry.city.trim().toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="plain-winners__city" aria-labelledby={headingId}>
      <h2 id={headingId} className="plain-winners__city-title">
        {cityHeading(entry.city)}
      </h2>
      <hr className="plain-winners__line" />
      <CityGroups entry={entry} level={3} withCityHeading={false} />
    </section>
  );
}

/** A city's categories, then its READERS' CHOICE group; `level` is the heading level of the city's own parts. */
function CityGroups({ entry, level, withCityHeading = true }: { entry: CityWinners; level: 3 | 4; withCityHeading?: boolean }) {
  const partLevel = (withCityHeading ? level + 1 : level) as Level;
  return (
    <>
      {withCityHeading ? (
        <Heading level={level} className="plain-winners__other-city-title">
          {cityHeading(entry.city)}
        </Heading>
      ) : null}
      {entry.categories.length > 0 ? <CategoryGrid categories={entry.categories} level={partLevel} /> : null}
      {entry.readersChoice.length > 0 ? (
        <div className="plain-winners__readers-choice">
          <Heading level={partLevel} className="plain-winners__readers-choice-title">
            <Trans>READERS' CHOICE</Trans>
          </Heading>
          <CategoryGrid categories={entry.readersChoice} level={(partLevel + 1) as Level} />
        </div>
      ) : null}
    </>
  );
}

function CategoryGrid({ categories, level }: { categories: CategoryWinners[]; level: Level }) {
  return (
    <ul className="plain-winners__grid">
      {categories.map(({ category, winners }) => (
        <li key={category} className="plain-winners__category">
          <Heading level={level} className="plain-winners__category-title">
            {category}
          </Heading>
          <ul className="plain-winners__winners">
            {winners.map((winner, index) => {
              const href = winnerHref(winner.url);
              return <li key={`${index}-${winner.title}`}>{href ? <SmartLink href={href}>{winner.title}</SmartLink> : winner.title}</li>;
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
