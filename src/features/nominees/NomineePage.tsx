import { useEffect, useMemo } from 'react';
import { Link, useParams, useRoute } from 'wouter';
import { useActor } from '@xstate/react';
import { createRemoteDataMachine, remoteDataLoader } from '../../../machines/remote-data.machine';
import { usePage, usePageHead, useMetaDescription } from '../../shell/usePage';
import { siteOrigin } from '../../config';
import { usePageData } from '../../data/usePageData';
import { useResourceStatus, useSiteData } from '../../data/store';
import type { Nominee } from '../../data/types';
import { paths, ROUTES } from '../../routes';
import { contactLinks, isPresent } from '../../lib/contact';
import { placeInList, walkOrder, type NomineeVariant } from '../../lib/neighbours';
import { capitalise, nomineeDescription, nomineeJsonLd, serialiseJsonLd } from '../../lib/structured-data';
import { SectionShell } from '../../shell/SectionShell';
import { Html } from '../../shell/Html';
import { JsonLd } from '../../shell/JsonLd';
import { Slider, SliderPlaceholder } from '../../shell/Slider';
import { ContactDetails } from '../../shell/ContactDetails';
import { SharePanel } from '../../shell/SharePanel';
import { absoluteUrl, nomineeShareText } from '../../lib/share';
import { NotFoundMessage } from '../../shell/NotFoundPage';
import { Photo } from '../../shell/Photo';
import { logoSizes } from '../../lib/image-sizes';
import './NomineePage.css';

/** Spec section 9: data apply delay. */
export const NOMINEE_APPLY_DELAY_MS = 50;
const SECTION_DESCRIPTION = "Exquisite's Best Restaurants & Bars 2025: the nominees, the judges and the results.";

/**
 * The slug the page shows: the route's at first, each later one applied by the
 * remote-data machine about 50 ms after the address changes (spec section 4).
 * The machine keeps the previous slug meanwhile, so the previous nominee stays
 * on screen until the next one is applied, with no loading state between two
 * neighbours. The "load" is the slug itself: the nominee is looked up below.
 */
const settleSlugMachine = createRemoteDataMachine<string>().provide({
  actors: { load: remoteDataLoader((slug) => Promise.resolve(slug)) },
});

function useSettledSlug(slug: string): string {
  const [settled, send] = useActor(settleSlugMachine, {
    input: { key: slug, applyDelayMs: NOMINEE_APPLY_DELAY_MS, delayChangesOnly: true, keepPrevious: true },
  });
  useEffect(() => {
    send({ type: 'key.changed', key: slug });
  }, [slug, send]);
  // The first slug is shown at once, before the machine has applied it (and when pre-rendering, where it never runs).
  return settled.context.data ?? slug;
}

export default function NomineePage() {
  const { slug: routeSlug = '' } = useParams<{ slug: string }>();
  const [isWinnerVariant] = useRoute(ROUTES.winnerNominee.pattern);
  const variant: NomineeVariant = isWinnerVariant ? 'winner' : 'normal';
  const slug = useSettledSlug(routeSlug);

  const nominees = useSiteData((data) => data.nominees);
  const status = useResourceStatus('nominees');
  const walk = useMemo(() => walkOrder(nominees, variant), [nominees, variant]);
  const place = useMemo(() => placeInList(walk, slug), [walk, slug]);
  const listed = useMemo(() => nominees.find((item) => item.slug === slug) ?? null, [nominees, slug]);

  // A slug missing from the shared list (a past winner, say) is asked of the server once.
  const unlistedSlug = status !== 'loading' && !listed ? slug : '';
  const unlisted = usePageData(unlistedSlug ? ['nominee', unlistedSlug] : null);
  const nominee = listed ?? (unlistedSlug ? unlisted.data : null);
  const lookingUp = !nominee && (status === 'loading' || unlisted.status !== 'failed');

  usePage(ROUTES.nominee.title({}, nominee?.name));
  useMetaDescription(nominee ? nomineeDescription(nominee) : SECTION_DESCRIPTION);

  const href = variant === 'winner' ? paths.winnerNominee : paths.nominee;

  return (
    <SectionShell>
      {nominee ? (
        <NomineeDetail
          nominee={nominee}
          position={place?.position ?? null}
          previous={place?.previous ? { href: href(place.previous.item.slug), position: place.previous.position } : null}
          next={place?.next ? { href: href(place.next.item.slug), position: place.next.position } : null}
        />
      ) : lookingUp ? (
        <div className="nominee">
          <SliderPlaceholder />
          <p className="loading" role="status">
            Loading…
          </p>
        </div>
      ) : (
        <NotFoundMessage what="nominee" backHref={paths.section()} backLabel="See all nominees" />
      )}
    </SectionShell>
  );
}

interface NeighbourLink {
  href: string;
  position: number;
}

interface NomineeDetailProps {
  nominee: Nominee;
  /** Index + 1 in the walked order; null when the order does not hold the nominee. */
  position: number | null;
  previous: NeighbourLink | null;
  next: NeighbourLink | null;
}

function NomineeDetail({ nominee, position, previous, next }: NomineeDetailProps) {
  const { name, detail } = nominee;
  const hasContact = isPresent(detail.address) || contactLinks(detail).length > 0;
  const jsonLd = serialiseJsonLd(nomineeJsonLd(nominee, { origin: siteOrigin(), path: paths.nominee(nominee.slug) }));
  const photo = nominee.images[0];
  usePageHead({ jsonLd, ...(photo ? { image: { url: photo, alt: `${name}, photo 1` } } : {}) });

  return (
    <article className="nominee" aria-labelledby="nominee-name">
      <JsonLd json={jsonLd} />
      {nominee.images.length > 0 ? (
        // A new nominee starts a new slider, at slide 0.
        <Slider key={nominee.slug} images={nominee.images} label={`Photos of ${name}`} alt={(photo) => `${name}, photo ${photo}`} />
      ) : null}
      <div className="nominee__body">
        {previous || next ? (
          <nav className="nominee-nav" aria-label="Other nominees">
            {previous ? (
              <Link href={previous.href} rel="prev" className="nominee-nav__link nominee-nav__link--previous">
                <span aria-hidden="true">← </span>
                <span className="visually-hidden">Previous nominee: </span>
                {`No. ${previous.position}`}
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link href={next.href} rel="next" className="nominee-nav__link nominee-nav__link--next">
                <span className="visually-hidden">Next nominee: </span>
                {`No. ${next.position}`}
                <span aria-hidden="true"> →</span>
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
        <header className="nominee__header">
          {position !== null ? <p className="nominee__position">{`No. ${position}`}</p> : null}
          <h1 id="nominee-name" className="section-title nominee__name">
            {name}
          </h1>
          <p className="nominee__location">{capitalise(nominee.location)}</p>
          <div className="nominee__actions">
            {/* A real link in the built page too, so it works before the app starts (docs/decisions/021). */}
            <Link href={paths.voteFor(nominee.slug)} className="button nominee__vote">
              {`Vote for ${name}`}
            </Link>
            {/* The canonical address, also from the winner variant; the words carry the "Vote for" link. */}
            <SharePanel
              path={paths.nominee(nominee.slug)}
              title={ROUTES.nominee.title({}, name)}
              text={nomineeShareText(name, absoluteUrl(siteOrigin(), paths.voteFor(nominee.slug)))}
            />
          </div>
        </header>
        <div className="nominee__columns">
          <Html html={nominee.content} className="rich-text nominee__content" />
          {isPresent(nominee.logo_url) || hasContact ? (
            <aside className="nominee__aside" aria-label={`About ${name}`}>
              {isPresent(nominee.logo_url) ? (
                <Photo
                  className="nominee__logo"
                  src={nominee.logo_url}
                  sizes={logoSizes(140)}
                  alt={`${name} logo`}
                  width={240}
                  height={240}
                />
              ) : null}
              {hasContact ? (
                <section aria-labelledby="nominee-contact">
                  <h2 id="nominee-contact" className="nominee__subtitle">
                    CONTACT
                  </h2>
                  <ContactDetails detail={detail} />
                </section>
              ) : null}
            </aside>
          ) : null}
        </div>
      </div>
    </article>
  );
}
