import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from '#src/routes';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { useData } from '#src/stores/data-store';
import { AwardsLayout } from '#src/components/AwardsLayout';
import { LiteVideo } from '#src/components/LiteVideo';
import { AwardsFooterBrands } from './AwardsFooterBrands';
import { privacyEnhancedEmbedUrl } from '#src/lib/video';
import './VideoPage.css';

export default function VideoPage() {
  const { t } = useLingui();
  usePage(useRouteTitle(ROUTES.video));
  const { videos } = useData(ROUTES.video);
  // Only videos the player can show; the first is laid out full width, the rest half width.
  const list = useMemo(() => (videos.data ?? []).filter((video) => privacyEnhancedEmbedUrl(video.video_url) !== null), [videos.data]);

  return (
    <AwardsLayout footer={<AwardsFooterBrands />}>
      <div className="video-page">
        <h1 className="section-title">
          <Trans>VIDEO</Trans>
        </h1>
        {videos.status === 'loading' ? (
          <p className="loading" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : null}
        {list.length > 0 ? (
          <ul className="video-page__list">
            {list.map((video, index) => {
              const number = index + 1;
              return (
                <li key={`${index}-${video.video_url}`} className={`video-page__item${index === 0 ? ' video-page__item--first' : ''}`}>
                  <figure className="video-page__figure">
                    <LiteVideo title={video.title || t`Video ${number}`} url={video.video_url} />
                    {video.title ? <figcaption className="video-page__title">{video.title}</figcaption> : null}
                  </figure>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </AwardsLayout>
  );
}
