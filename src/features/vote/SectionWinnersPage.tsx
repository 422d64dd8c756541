import { useMemo } from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { useData } from '#src/stores/data-store';
import { SECTION_YEAR, paths, ROUTES } from '#src/routes';
import { TOP_GROUP_SIZE, winnerOrder } from '#src/domain/ordering';
import { SectionLayout } from '#src/components/SectionLayout';
import { NomineeCard } from '#src/components/NomineeCard';
import { VoteFlow } from './VoteFlow';
import { NotFoundMessage } from '#src/components/NotFoundMessage';
import { Photo } from '#src/components/Photo';
import { BANNER_SIZES, SECTION_WINNER_CARD_SIZES } from '#src/lib/image-sizes';
import { countWords } from '#src/i18n/locale';
import { useLocale } from '#src/i18n/useLocale';
import './SectionWinnersPage.css';

const isYear = (value: string) => /^\d{4}$/.test(value);

type WinnersNeed = readonly ['nomineeCards'] | readonly ['sectionWinners', string];

export default function SectionWinnersPage() {
  const { t } = useLingui();
  const { year } = useParams<{ year?: string }>();
  usePage(useRouteTitle(ROUTES.sectionWinners));
  if (year !== undefined && !isYear(year)) {
    return (
      <SectionLayout>
        <NotFoundMessage what="year" backHref={paths.sectionWinners()} backLabel={t`See the ${SECTION_YEAR} winners`} />
      </SectionLayout>
    );
  }
  return <Winners isPast={year !== undefined} />;
}

/** Without a year: the current edition, from the shared nominee list. With one: a past year's winners. */
function Winners({ isPast }: { isPast: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { year: pastYear = '' } = useParams<{ year?: string }>();
  const { website, winners: list } = useData<{ website: readonly ['websiteData']; winners: WinnersNeed }>(
    isPast ? ROUTES.sectionWinnersOfYear : ROUTES.sectionWinners,
  );
  const year = isPast ? pastYear : String(SECTION_YEAR);
  const { status } = list;
  const winners = useMemo(() => winnerOrder(list.data ?? []), [list.data]);
  const banner = website.data?.banner_home?.image_url ?? '';
  const websiteStatus = website.status;

  const top = winners.slice(0, TOP_GROUP_SIZE);
  const rest = winners.slice(TOP_GROUP_SIZE);
  const votesNote = (count: number) => {
    const { form, shown: votes } = countWords(count, locale);
    return t`${select(form, { one: `${votes} Vote`, other: `${votes} Votes` })}`;
  };

  return (
    <SectionLayout>
      <section className="section-winners" aria-labelledby="section-winners-title">
        {isPast ? null : banner ? (
          <Photo className="section-winners__banner" src={banner} sizes={BANNER_SIZES} alt="" width={1600} height={900} load="first" />
        ) : websiteStatus === 'loading' ? (
          // The banner's box, held while the website data loads, so the title below stays put.
          <div className="section-winners__banner" aria-hidden="true" />
        ) : null}
        <h1 id="section-winners-title" className="section-title">
          <Trans>WINNERS EXQUISITE'S BEST RESTAURANTS & BARS {year}</Trans>
        </h1>

        {status === 'loading' ? (
          <p className="loading" role="status">
            <Trans>Loading the winners…</Trans>
          </p>
        ) : status === 'failed' ? (
          <p className="section-winners__empty" role="status">
            <Trans>The {year} winners could not be loaded. Please try again later.</Trans>
          </p>
        ) : winners.length === 0 ? (
          <p className="section-winners__empty" role="status">
            <Trans>No winners to show for {year}.</Trans>
          </p>
        ) : (
          <>
            <section className="section-winners__group" aria-labelledby="section-winners-top">
              <h2 id="section-winners-top" className="section-winners__heading">
                <Trans>
                  TOP {TOP_GROUP_SIZE} BEST RESTAURANTS & BARS {year}
                </Trans>
              </h2>
              <ol className="section-winners__grid">
                {top.map((nominee, index) => (
                  <li key={nominee._id} className="section-winners__item">
                    <span className="section-winners__rank" aria-hidden="true">
                      {index + 1}
                    </span>
                    <NomineeCard
                      nominee={nominee}
                      href={paths.winnerNominee(nominee.slug)}
                      sizes={SECTION_WINNER_CARD_SIZES}
                      load={index === 0 && isPast ? 'first' : 'lazy'}
                    />
                  </li>
                ))}
              </ol>
            </section>
            {rest.length > 0 ? (
              <section className="section-winners__group" aria-labelledby="section-winners-rest">
                <h2 id="section-winners-rest" className="section-winners__heading">
                  <Trans>THE OTHER NOMINEES</Trans>
                </h2>
                <ol className="section-winners__grid" start={TOP_GROUP_SIZE + 1}>
                  {rest.map((nominee) => (
                    <li key={nominee._id} className="section-winners__item">
                      <NomineeCard
                        nominee={nominee}
                        href={paths.winnerNominee(nominee.slug)}
                        sizes={SECTION_WINNER_CARD_SIZES}
                        note={votesNote(nominee.votes)}
                      />
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </>
        )}

        {/* The spec's "same vote form" on the winner screen: the current year only, once the
            nominees are in (after hydration, so a flow restored from the session is safe to show). */}
        {!isPast && status !== 'loading' ? <VoteFlow nominees={list.data ?? []} headingLevel={2} /> : null}
      </section>
    </SectionLayout>
  );
}
