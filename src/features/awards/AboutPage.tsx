import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from '#src/routes';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { useData } from '#src/stores/data-store';
import { AwardsLayout } from '#src/components/AwardsLayout';
import { Html } from '#src/components/Html';
import { LiteVideo } from '#src/components/LiteVideo';
import { AwardsFooterBrands } from './AwardsFooterBrands';
import './AboutPage.css';

export default function AboutPage() {
  const { t } = useLingui();
  usePage(useRouteTitle(ROUTES.about));
  const { about } = useData(ROUTES.about);
  const videos = about.data?.youtube_url ?? [];
  const count = videos.length;

  return (
    <AwardsLayout footer={<AwardsFooterBrands />}>
      <article className="about">
        <h1 className="section-title">
          <Trans>ABOUT US</Trans>
        </h1>
        {about.status === 'loading' ? (
          <p className="loading" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : null}
        {about.data ? <Html html={about.data.content} className="rich-text about__body" holdsPage /> : null}
        {count > 0 ? (
          <section className="about__videos" aria-label={t`Videos`}>
            <ul className="about__video-list">
              {videos.map((url, index) => {
                const number = index + 1;
                return (
                  <li key={url}>
                    <LiteVideo title={t`About Exquisite's Awards, video ${number} of ${count}`} url={url} />
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </article>
    </AwardsLayout>
  );
}
