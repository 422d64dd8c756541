import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useRoute } from 'wouter';
import { usePage, useRouteTitle, usePageHead, useMetaDescription } from '#src/components/usePage';
import { siteOrigin } from '#src/config';
import { useLocalizedPath } from '#src/i18n/useLocale';
import { useData, type DataEntry } from '#src/stores/data-store';
import type { Nominee, NomineeCard } from '#src/domain/types';
import { paths, ROUTES } from '#src/routes';
import { contactLinks, isPresent } from '#src/domain/contact';
import { nomineePlace, type NomineeVariant } from '#src/domain/neighbours';
import { capitalise, nomineeDescription, nomineeJsonLd, serialiseJsonLd } from '#src/domain/structured-data';
import { DATA_APPLY_DELAY_MS } from '#src/lib/timing';
import { useDebouncedValue } from '#src/components/useDebouncedValue';
import { SectionLayout } from '#src/components/SectionLayout';
import { Html } from '#src/components/Html';
import { JsonLd } from '#src/components/JsonLd';
import { Slider, SliderPlaceholder } from '#src/components/Slider';
import { ContactDetails } from '#src/components/ContactDetails';
import { SharePanel } from '#src/components/SharePanel';
import { absoluteUrl, nomineeShareText } from '#src/lib/share';
import { NotFoundMessage } from '#src/components/NotFoundMessage';
import { Photo } from '#src/components/Photo';
import { logoSizes } from '#src/lib/image-sizes';
import './NomineePage.css';

/** The meta description while the nominee is unknown (still loading, or not found). */
const SECTION_DESCRIPTION = msg`Exquisite's Best Restaurants & Bars 2025: the nominees, the judges and the results.`;

export default function NomineePage() {
  const { i18n, t } = useLingui();
  const { slug: routeSlug = '' } = useParams<{ slug: string }>();
  const [isWinnerVariant] = useRoute(ROUTES.winnerNominee.pattern);
  const variant: NomineeVariant = isWinnerVariant ? 'winner' : 'normal';
  // docs/requirements.md#nominee-page: the nominee shown is recomputed about 50 ms after the slug changes; the first is shown at once.
  const slug = useDebouncedValue(routeSlug, DATA_APPLY_DELAY_MS);

  // The card (name, photos) and its place come with the list; the description and contact details with the nominee in full.
  // Once the visit holds the list, the place is read from it, so a neighbour shows at once; until then (and while the page
  // hydrates) it is the place the page was built with or asked for, which is all a built page carries of the list.
  const { nominee, place: askedPlace } = useData(variant === 'winner' ? ROUTES.winnerNominee : ROUTES.nominee, { slug });
  const { nomineeCards: cards } = useData(['nomineeCards']);
  const listedPlace = useMemo(() => cards.data && nomineePlace(cards.data, slug, variant), [cards.data, slug, variant]);
  const place = cards.status === 'ready' ? listedPlace : askedPlace.data;
  // A slug missing from the list (a past winner, say) is shown once the server has answered for it.
  const card: NomineeCard | null = place?.card ?? nominee.data;
  const lookingUp = !card && (askedPlace.status === 'loading' || nominee.status === 'loading');

  usePage(useRouteTitle(ROUTES.nominee, {}, card?.name));
  useMetaDescription(nominee.data ? nomineeDescription(i18n, nominee.data) : i18n._(SECTION_DESCRIPTION));

  const href = variant === 'winner' ? paths.winnerNominee : paths.nominee;

  return (
    <SectionLayout>
      {card ? (
        <NomineeDetail
          card={card}
          full={nominee}
          position={place?.position ?? null}
          previous={place?.previous ? { href: href(place.previous.slug), position: place.previous.position } : null}
          next={place?.next ? { href: href(place.next.slug), position: place.next.position } : null}
        />
      ) : lookingUp ? (
        <div className="nominee">
          <SliderPlaceholder />
          <p className="loading" role="status">
            <Trans>Loading…</Trans>
          </p>
        </div>
      ) : (
        <NotFoundMessage what="nominee" backHref={paths.section()} backLabel={t`See all nominees`} />
      )}
    </SectionLayout>
  );
}

interface NeighbourLink {
  href: string;
  position: number;
}

interface NomineeDetailProps {
  card: NomineeCard;
  /** The nominee in full: its description and contact details, loading while the list is still on its way. */
  full: DataEntry<Nominee>;
  /** Index + 1 in the walked order; null when the order does not hold the nominee. */
  position: number | null;
  previous: NeighbourLink | null;
  next: NeighbourLink | null;
}

function NomineeDetail({ card: nominee, full, position, previous, next }: NomineeDetailProps) {
  const { i18n, t } = useLingui();
  const { name, slug } = nominee;
  const previousPosition = previous?.position;
  const nextPosition = next?.position;
  const photoAlt = (photo: number) => t`${name}, photo ${photo}`;
  const title = useRouteTitle(ROUTES.nominee, {}, name);
  const detail = full.data?.detail ?? null;
  const hasContact = detail !== null && (isPresent(detail.address) || contactLinks(detail).length > 0);
  // Addresses that leave the router (for search engines, in the shared words) carry the page's language.
  const path = useLocalizedPath(paths.nominee(slug));
  const voteUrl = absoluteUrl(siteOrigin(), useLocalizedPath(paths.voteFor(slug)));
  const jsonLd = full.data ? serialiseJsonLd(nomineeJsonLd(full.data, { origin: siteOrigin(), path })) : '';
  const photo = nominee.images[0];
  usePageHead({ jsonLd, ...(photo ? { image: { url: photo, alt: photoAlt(1) } } : {}) });

  return (
    <article className="nominee" aria-labelledby="nominee-name">
      {jsonLd ? <JsonLd json={jsonLd} /> : null}
      {nominee.images.length > 0 ? (
        // A new nominee starts a new slider, at slide 0.
        <Slider key={slug} images={nominee.images} label={t`Photos of ${name}`} alt={photoAlt} />
      ) : null}
      <div className="nominee__body">
        {previous || next ? (
          <nav className="nominee-nav" aria-label={t`Other nominees`}>
            {previous ? (
              <Link href={previous.href} rel="prev" className="nominee-nav__link nominee-nav__link--previous">
                <span aria-hidden="true">← </span>
                <Trans>
                  <span className="visually-hidden">Previous nominee: </span>No. {previousPosition}
                </Trans>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link href={next.href} rel="next" className="nominee-nav__link nominee-nav__link--next">
                <Trans>
                  <span className="visually-hidden">Next nominee: </span>No. {nextPosition}
                </Trans>
                <span aria-hidden="true"> →</span>
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
        <header className="nominee__header">
          {position !== null ? (
            <p className="nominee__position">
              <Trans>No. {position}</Trans>
            </p>
          ) : null}
          <h1 id="nominee-name" className="section-title nominee__name">
            {name}
          </h1>
          <p className="nominee__location">{capitalise(nominee.location)}</p>
          <div className="nominee__actions">
            {/* A real link in the built page too, so it works before the app starts (docs/decisions/021). */}
            <Link href={paths.voteFor(slug)} className="button nominee__vote">
              <Trans>Vote for {name}</Trans>
            </Link>
            {/* The canonical address, also from the winner variant; the words carry the "Vote for" link. */}
            <SharePanel path={paths.nominee(slug)} title={title} text={nomineeShareText(i18n, name, voteUrl)} />
          </div>
          <p className="nominee__kit">
            {/* For the venue itself: discreet, below the visitors' actions. */}
            <Link href={paths.kit(slug)}>
              <Trans>Promote {name}: images, QR code and badge</Trans>
            </Link>
          </p>
        </header>
        <div className="nominee__columns">
          {full.data ? (
            <Html html={full.data.content} className="rich-text nominee__content" holdsPage />
          ) : full.status === 'loading' ? (
            <p className="loading nominee__content" role="status">
              <Trans>Loading the description and contact details…</Trans>
            </p>
          ) : null}
          {isPresent(nominee.logo_url) || hasContact ? (
            <aside className="nominee__aside" aria-label={t`About ${name}`}>
              {isPresent(nominee.logo_url) ? (
                <span className="nominee__logo logo-frame">
                  <Photo src={nominee.logo_url} sizes={logoSizes(140)} alt={t`${name} logo`} width={240} height={240} />
                </span>
              ) : null}
              {hasContact && detail ? (
                <section aria-labelledby="nominee-contact">
                  <h2 id="nominee-contact" className="nominee__subtitle">
                    <Trans>CONTACT</Trans>
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
