import { useLingui } from '@lingui/react/macro';
import { ROUTES } from '#src/routes';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { SECTION_VIDEO } from '#src/domain/site';
import { useData } from '#src/stores/data-store';
import { SectionLayout } from '#src/components/SectionLayout';
import { Html } from '#src/components/Html';
import { NomineeList } from '#src/components/NomineeList';
import { LiteVideo } from '#src/components/LiteVideo';
import { FirstScreenImageSlot } from '#src/components/FirstScreenImageSlot';
import { Photo } from '#src/components/Photo';
import { BANNER_SIZES } from '#src/lib/image-sizes';
import { PROGRAMME_NAME } from '#src/lib/programme';

export default function SectionHomePage() {
  const { t } = useLingui();
  usePage(useRouteTitle(ROUTES.section));
  const { website, nominees } = useData(ROUTES.section);
  const banner = website.data?.banner_home ?? null;
  // Space is held for what is still loading, so nothing jumps when it arrives.
  const bannerLoading = website.status === 'loading';
  const nomineesLoading = nominees.status === 'loading';

  return (
    <SectionLayout>
      <h1 className="visually-hidden">{PROGRAMME_NAME}</h1>
      {banner ? (
        <section className="top-banner" aria-label={banner.title || t`Highlights`}>
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
        <div className="nominee-list nominee-list--placeholder" aria-busy="true" aria-label={t`Loading the nominees`} role="status" />
      ) : (
        <NomineeList nominees={nominees.data ?? []} />
      )}
      <section className="section-video" aria-label={t`Video`}>
        <LiteVideo title={SECTION_VIDEO.title} url={SECTION_VIDEO.url} />
      </section>
    </SectionLayout>
  );
}
