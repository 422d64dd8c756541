import { ROUTES } from '../../routes';
import { usePage } from '../../shell/usePage';
import { useData } from '../../data/store';
import { AwardsShell } from '../../shell/AwardsShell';
import { Html } from '../../shell/Html';
import { LiteVideo } from '../../shell/LiteVideo';
import { AwardsFooterBrands } from './AwardsFooterBrands';
import './AboutPage.css';

export default function AboutPage() {
  usePage(ROUTES.about.title());
  const { about } = useData(ROUTES.about);
  const videos = about.data?.youtube_url ?? [];

  return (
    <AwardsShell footer={<AwardsFooterBrands />}>
      <article className="about">
        <h1 className="section-title">ABOUT US</h1>
        {about.status === 'loading' ? (
          <p className="loading" role="status">
            Loading…
          </p>
        ) : null}
        {about.data ? <Html html={about.data.content} className="rich-text about__body" /> : null}
        {videos.length > 0 ? (
          <section className="about__videos" aria-label="Videos">
            <ul className="about__video-list">
              {videos.map((url, index) => (
                <li key={url}>
                  <LiteVideo title={`About Exquisite's Awards, video ${index + 1} of ${videos.length}`} url={url} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </AwardsShell>
  );
}
