import { useMemo } from 'react';
import { Link, useParams, useRoute } from 'wouter';
import { usePage, usePageHead, useMetaDescription } from '../../shell/usePage';
import { siteOrigin } from '../../config';
import { useData, type Loaded } from '../../data/store';
import type { Nominee, NomineeCard } from '../../data/types';
import { paths, ROUTES } from '../../routes';
import { contactLinks, isPresent } from '../../lib/contact';
import { placeInList, walkOrder, type NomineeVariant } from '../../lib/neighbours';
import { capitalise, nomineeDescription, nomineeJsonLd, serialiseJsonLd } from '../../lib/structured-data';
import { DATA_APPLY_DELAY_MS } from '../../lib/timing';
import { useSettled } from '../../shell/useSettled';
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

const SECTION_DESCRIPTION = "Exquisite's Best Restaurants & Bars 2025: the nominees, the judges and the results.";

export default function NomineePage() {
  const { slug: routeSlug = '' } = useParams<{ slug: string }>();
  const [isWinnerVariant] = useRoute(ROUTES.winnerNominee.pattern);
  const variant: NomineeVariant = isWinnerVariant ? 'winner' : 'normal';
  // Spec section 4: the nominee shown is recomputed about 50 ms after the slug changes; the first is shown at once.
  const slug = useSettled(routeSlug, DATA_APPLY_DELAY_MS);

  // The card (name, photos, position) comes with the list; the description and contact details with the nominee in full.
  const { nominee, cards } = useData(ROUTES.nominee, { slug });
  const walk = useMemo(() => walkOrder(cards.data ?? [], variant), [cards.data, variant]);
  const place = useMemo(() => placeInList(walk, slug), [walk, slug]);
  // A slug missing from the list (a past winner, say) is shown once the server has answered for it.
  const card: NomineeCard | null = place ? (walk[place.index] ?? null) : nominee.data;
  const lookingUp = !card && (cards.status === 'loading' || nominee.status === 'loading');

  usePage(ROUTES.nominee.title({}, card?.name));
  useMetaDescription(nominee.data ? nomineeDescription(nominee.data) : SECTION_DESCRIPTION);

  const href = variant === 'winner' ? paths.winnerNominee : paths.nominee;

  return (
    <SectionShell>
      {card ? (
        <NomineeDetail
          card={card}
          full={nominee}
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
  card: NomineeCard;
  /** The nominee in full: its description and contact details, loading while the list is still on its way. */
  full: Loaded<Nominee>;
  /** Index + 1 in the walked order; null when the order does not hold the nominee. */
  position: number | null;
  previous: NeighbourLink | null;
  next: NeighbourLink | null;
}

function NomineeDetail({ card: nominee, full, position, previous, next }: NomineeDetailProps) {
  const { name } = nominee;
  const detail = full.data?.detail ?? null;
  const hasContact = detail !== null && (isPresent(detail.address) || contactLinks(detail).length > 0);
  const jsonLd = full.data ? serialiseJsonLd(nomineeJsonLd(full.data, { origin: siteOrigin(), path: paths.nominee(nominee.slug) })) : '';
  const photo = nominee.images[0];
  usePageHead({ jsonLd, ...(photo ? { image: { url: photo, alt: `${name}, photo 1` } } : {}) });

  return (
    <article className="nominee" aria-labelledby="nominee-name">
      {jsonLd ? <JsonLd json={jsonLd} /> : null}
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
          <p className="nominee__kit">
            {/* For the venue itself: discreet, below the visitors' actions. */}
            <Link href={paths.kit(nominee.slug)}>{`Promote ${name}: images, QR code and badge`}</Link>
          </p>
        </header>
        <div className="nominee__columns">
          {full.data ? (
            <Html html={full.data.content} className="rich-text nominee__content" />
          ) : full.status === 'loading' ? (
            <p className="loading nominee__content" role="status">
              Loading the description and contact details…
            </p>
          ) : null}
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
              {hasContact && detail ? (
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
