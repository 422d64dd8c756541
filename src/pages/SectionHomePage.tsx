import { usePage } from '../hooks/usePage';
import { SECTION_TITLE, SECTION_VIDEO } from '../content/site';
import { useSiteData } from '../store';
import { SectionShell } from '../components/SectionShell';
import { Html } from '../components/Html';
import { NomineeList } from '../components/NomineeList';
import { LiteVideo } from '../components/LiteVideo';

export default function SectionHomePage() {
  usePage(SECTION_TITLE);
  const banner = useSiteData((data) => data.websiteData?.banner_home ?? null);
  const nominees = useSiteData((data) => data.nominees);

  return (
    <SectionShell>
      <h1 className="visually-hidden">Exquisite&apos;s Best Restaurants &amp; Bars 2025</h1>
      {banner ? (
        <section className="top-banner" aria-label={banner.title || 'Highlights'}>
          {banner.image_url ? (
            <img className="top-banner__image" src={banner.image_url} alt="" width={800} height={450} fetchPriority="high" />
          ) : null}
          <div className="top-banner__text">
            {banner.title ? <h2 className="section-title">{banner.title}</h2> : null}
            <Html html={banner.content} className="rich-text" />
          </div>
        </section>
      ) : null}
      <NomineeList nominees={nominees} />
      <section className="section-video" aria-label="Video">
        <LiteVideo title={SECTION_VIDEO.title} url={SECTION_VIDEO.url} />
      </section>
    </SectionShell>
  );
}
