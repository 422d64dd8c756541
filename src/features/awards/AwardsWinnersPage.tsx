import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import type { Nominee, VideoItem } from '#src/domain/types';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { useRevealAll } from '#src/components/useRevealAll';
import { useData } from '#src/stores/data-store';
import { paths, ROUTES } from '#src/routes';
import { AwardsLayout } from '#src/components/AwardsLayout';
import { LiteVideo } from '#src/components/LiteVideo';
import { AwardsFooterBrands } from './AwardsFooterBrands';
import { WinnerCard } from './WinnerCard';
import { FirstScreenImageSlot } from '#src/components/FirstScreenImageSlot';
import { parseYear } from '#src/lib/awards-year';
import './AwardsWinnersPage.css';

/** docs/requirements.md#constants: awards winners preview. */
export const WINNERS_PREVIEW_COUNT = 8;
/** The two embedded videos under the list. */
export const WINNERS_VIDEO_COUNT = 2;

export default function AwardsWinnersPage() {
  const { id = '' } = useParams<{ id: string }>();
  const year = parseYear(id);
  usePage(useRouteTitle(ROUTES.awardsWinners, { id }));
  const { winners, videos, sponsors } = useData(ROUTES.awardsWinners);

  return (
    <AwardsLayout year={year} footer={<AwardsFooterBrands sponsors={sponsors.data} />}>
      <div className="awards-winners">
        <h1 className="section-title awards-winners__title">
          <Trans>WINNER EXQUISITE'S AWARDS {id}</Trans>
        </h1>
        {winners.status === 'loading' ? (
          // Holds the list's space so nothing below jumps when the winners arrive, and the first card's image box.
          <div className="awards-winners__loading">
            <ul className="winner-grid">
              <li className="winner-card">
                <FirstScreenImageSlot className="winner-card__image cover-frame" />
                <span className="awards-winners__status" role="status">
                  <Trans>Loading the winners…</Trans>
                </span>
              </li>
            </ul>
          </div>
        ) : (
          // A failed load leaves the list empty, and an empty list hides its section.
          <WinnerList key={id} year={id} winners={winners.data ?? []} />
        )}
        <WinnerVideos videos={(videos.data ?? []).slice(0, WINNERS_VIDEO_COUNT)} />
      </div>
    </AwardsLayout>
  );
}

function WinnerList({ year, winners }: { year: string; winners: readonly Nominee[] }) {
  const { t } = useLingui();
  const [showAll, revealAll] = useRevealAll();

  if (winners.length === 0) return null;
  const shown = showAll ? winners : winners.slice(0, WINNERS_PREVIEW_COUNT);
  return (
    <section className="awards-winners__list" aria-label={t`Winners ${year}`}>
      <ul className="winner-grid">
        {shown.map((winner, index) => (
          <li key={winner._id || winner.slug}>
            <WinnerCard winner={winner} href={paths.winnerArticle(year, winner.slug)} load={index === 0 ? 'first' : 'lazy'} />
          </li>
        ))}
      </ul>
      {!showAll && winners.length > WINNERS_PREVIEW_COUNT ? (
        <p className="awards-winners__more">
          <button type="button" className="button" onClick={revealAll}>
            <Trans>VIEW ALL WINNERS</Trans>
          </button>
        </p>
      ) : null}
    </section>
  );
}

function WinnerVideos({ videos }: { videos: readonly VideoItem[] }) {
  const { t } = useLingui();
  if (videos.length === 0) return null;
  return (
    <section className="awards-winners__videos" aria-label={t`Videos`}>
      {videos.map((video) => (
        <LiteVideo key={video.video_url} title={video.title || t`Exquisite Awards video`} url={video.video_url} />
      ))}
    </section>
  );
}
