import { ROUTES } from '../../routes';
import { usePage } from '../../shell/usePage';
import { SECTION_VIDEO } from '../../shell/site';
import { useData } from '../../data/store';
import { SectionShell } from '../../shell/SectionShell';
import { Html } from '../../shell/Html';
import { NomineeList } from '../../shell/NomineeList';
import { LiteVideo } from '../../shell/LiteVideo';
import { FirstScreenImageSlot } from '../../shell/FirstScreenImageSlot';
import { Photo } from '../../shell/Photo';
import { BANNER_SIZES } from '../../lib/image-sizes';

export default function SectionHomePage() {
  usePage(ROUTES.section.title());
  const { website, nominees } = useData(ROUTES.section);
  const banner = website.data?.banner_home ?? null;
  // Space is held for what is still loading, so nothing jumps when it arrives.
  const bannerLoading = website.status === 'loading';
  const nomineesLoading = nominees.status === 'loading';

  return (
    <SectionShell>
      <h1 className="visually-hidden">Exquisite&apos;s Best Restaurants &amp; Bars 2025</h1>
      {banner ? (
        <section className="top-banner" aria-label={banner.title || 'Highlights'}>
          {banner.image_url ? (
            <Photo className="top-banner__image" src={banner.image_url} sizes={BANNER_SIZES} alt="" width={800} height={450} load="first" />
          ) : null}
          <div className="top-banner__text">
            {banner.title ? <h2 className="section-title">{banner.title}</h2> : null}
            <Html html={banner.content} className="rich-text" />
          </div>
        </section>
      ) : bannerLoading ? (
        <div className="top-banner top-banner--placeholder" aria-hidden="true">
          <FirstScreenImageSlot className="top-banner__image" />
        </div>
      ) : null}
      {nomineesLoading ? (
        <div className="nominee-list nominee-list--placeholder" aria-busy="true" aria-label="Loading the nominees" role="status" />
      ) : (
        <NomineeList nominees={nominees.data ?? []} />
      )}
      <section className="section-video" aria-label="Video">
        <LiteVideo title={SECTION_VIDEO.title} url={SECTION_VIDEO.url} />
      </section>
    </SectionShell>
  );
}
