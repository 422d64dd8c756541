import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { usePage, useRouteTitle, usePageHead } from '#src/components/usePage';
import { useLocalizedPath } from '#src/i18n/useLocale';
import { siteOrigin } from '#src/config';
import { nomineeJsonLd, serialiseJsonLd } from '#src/domain/structured-data';
import { JsonLd } from '#src/components/JsonLd';
import { useData } from '#src/stores/data-store';
import { AWARDS_LATEST_YEAR, paths, ROUTES } from '#src/routes';
import { parseYear } from '#src/lib/awards-year';
import type { Nominee } from '#src/domain/types';
import type { ArticleInList } from '#src/data/loaders';
import { AwardsLayout } from '#src/components/AwardsLayout';
import { Html } from '#src/components/Html';
import { AwardsLogo } from '#src/components/Logos';
import { VoteBanner } from '#src/components/SectionLayout';
import { AwardsFooterBrands } from './AwardsFooterBrands';
import { ContactDetails } from '#src/components/ContactDetails';
import { Slider } from '#src/components/Slider';
import { NotFoundMessage } from '#src/components/NotFoundMessage';
import { Photo } from '#src/components/Photo';
import { logoSizes } from '#src/lib/image-sizes';
import './WinnerArticlePage.css';

export default function WinnerArticlePage() {
  const { t } = useLingui();
  const { id = '' } = useParams<{ id: string }>();
  const year = parseYear(id);
  // docs/requirements.md#nominee-page: asked again when the year or slug changes, and applied about 50 ms after it arrives.
  const { article, sponsors } = useData(ROUTES.winnerArticle);
  const found = article.data;
  usePage(useRouteTitle(ROUTES.winnerArticle, { id }, found?.current.name));

  return (
    <AwardsLayout year={year} footer={<AwardsFooterBrands sponsors={sponsors.data} />}>
      {article.status === 'loading' ? (
        <p className="loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : found ? (
        <WinnerArticle year={id} article={found} />
      ) : (
        // An unknown year fails to load its list; an unknown slug is missing from it.
        <NotFoundMessage
          what="winner"
          backHref={paths.awardsWinners(year === undefined || article.status === 'failed' ? AWARDS_LATEST_YEAR : id)}
          backLabel={t`BACK TO ALL WINNERS`}
        />
      )}
      <VoteBanner />
    </AwardsLayout>
  );
}

function WinnerArticle({ year, article: { current: winner, previous, next } }: { year: string; article: ArticleInList }) {
  const { t } = useLingui();
  const { name } = winner;
  const photoAlt = (photo: number) => t`${name}, photo ${photo}`;
  // The venue, for search engines and previews: the same structured data as a nominee's page, at this page's address.
  const path = useLocalizedPath(paths.winnerArticle(year, winner.slug));
  const jsonLd = serialiseJsonLd(nomineeJsonLd(winner, { origin: siteOrigin(), path }));
  const photo = winner.images[0];
  usePageHead({ jsonLd, ...(photo ? { image: { url: photo, alt: photoAlt(1) } } : {}) });
  return (
    <article className="winner-article">
      <JsonLd json={jsonLd} />
      {winner.images.length > 0 ? <Slider key={winner.slug} images={winner.images} label={t`Photos of ${name}`} alt={photoAlt} /> : null}
      <nav className="article-nav" aria-label={t`More winners`}>
        <NeighbourLink year={year} winner={previous} direction="prev" />
        <NeighbourLink year={year} winner={next} direction="next" />
      </nav>
      <div className="winner-article__body">
        <header className="winner-article__header">
          <AwardsLogo year={parseYear(year)} className="winner-article__award" />
          {winner.category_name ? <p className="winner-article__category">{winner.category_name}</p> : null}
          <h1 className="winner-article__name">{name}</h1>
          {winner.location ? <p className="winner-article__location">{winner.location}</p> : null}
        </header>
        <Html html={winner.content} className="rich-text winner-article__content" holdsPage />
        {winner.logo_url ? (
          <span className="winner-article__logo logo-frame">
            <Photo src={winner.logo_url} sizes={logoSizes(200)} alt={t`${name} logo`} width={200} height={120} />
          </span>
        ) : null}
        <ContactDetails detail={winner.detail} websiteLabel="domain" />
        <p className="winner-article__back">
          <Link href={paths.awardsWinners(year)} className="button">
            <Trans>BACK TO ALL WINNERS</Trans>
          </Link>
        </p>
      </div>
    </article>
  );
}

function NeighbourLink({ year, winner, direction }: { year: string; winner: Nominee | null; direction: 'prev' | 'next' }) {
  // An empty placeholder keeps the other link on its side when there is no neighbour.
  if (!winner) return <span className={`article-nav__placeholder article-nav__placeholder--${direction}`} aria-hidden="true" />;
  return (
    <Link href={paths.winnerArticle(year, winner.slug)} className={`article-nav__link article-nav__link--${direction}`} rel={direction}>
      <span className="article-nav__direction">
        {direction === 'prev' ? <span aria-hidden="true">←&nbsp;</span> : null}
        {direction === 'prev' ? <Trans>Prev</Trans> : <Trans>Next</Trans>}
        {direction === 'next' ? <span aria-hidden="true">&nbsp;→</span> : null}
      </span>{' '}
      <span className="article-nav__name">{winner.name}</span>
    </Link>
  );
}
