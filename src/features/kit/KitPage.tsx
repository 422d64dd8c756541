import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { useData } from '../../data/store';
import type { NomineeCard } from '../../data/types';
import { paths, ROUTES, SECTION_YEAR } from '../../routes';
import { absoluteUrl, PROGRAMME_NAME } from '../../lib/share';
import { BANNER_SIZES } from '../../lib/image-sizes';
import { usePage } from '../../shell/usePage';
import { SectionShell } from '../../shell/SectionShell';
import { NotFoundMessage } from '../../shell/NotFoundPage';
import { Photo } from '../../shell/Photo';
import { useClipboardCopy } from '../../shell/useClipboardCopy';
import { useSiteOrigin } from '../../shell/useSiteOrigin';
import {
  badgeHtml,
  badgeText,
  KIT_FILES,
  kitCaption,
  kitFileName,
  kitFilePath,
  kitStatus,
  shortLink,
  statusLabel,
  type KitFile,
} from '../../lib/kit';
import './KitPage.css';

export default function KitPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { cards } = useData(ROUTES.kit, { slug });
  const card = cards.data?.find((item) => item.slug === slug) ?? null;
  usePage(ROUTES.kit.title({}, card?.name));

  return (
    <SectionShell voteBanner={false}>
      {card && cards.data ? (
        <VenueKit card={card} cards={cards.data} />
      ) : cards.status === 'loading' ? (
        <p className="loading" role="status">
          Loading…
        </p>
      ) : (
        <NotFoundMessage what="nominee" backHref={paths.section()} backLabel="See all nominees" />
      )}
    </SectionShell>
  );
}

/** The size and type of a file, written out ("JPEG, 1080 × 1920 px"). */
function describe(kind: KitFile): string {
  const { type, width, height } = KIT_FILES[kind];
  return width && height ? `${type}, ${width} × ${height} px` : `${type}, any size`;
}

function Download({ slug, kind, label }: { slug: string; kind: KitFile; label: string }) {
  return (
    <a className="button kit__download" href={kitFilePath(slug, kind)} download={kitFileName(slug, kind)}>
      {label} <span className="kit__size">({describe(kind)})</span>
    </a>
  );
}

interface KitItemProps {
  id: string;
  title: string;
  slug: string;
  /** The file shown as the preview, at the size given (a class modifier of its own shape, if any). */
  preview: { kind: KitFile; alt: string; width: number; height: number; shape?: string };
  children: ReactNode;
}

/** One part of the kit: its heading, a preview of its file, and what it offers (downloads, text to copy). */
function KitItem({ id, title, slug, preview, children }: KitItemProps) {
  return (
    <section className="kit__item" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <img
        className={preview.shape ? `kit__preview kit__preview--${preview.shape}` : 'kit__preview'}
        src={kitFilePath(slug, preview.kind)}
        alt={preview.alt}
        width={preview.width}
        height={preview.height}
        loading="lazy"
      />
      {children}
    </section>
  );
}

/** Text to copy, shown in full, with its Copy button and a polite confirmation. */
function CopyableText({ label, text, rows }: { label: string; text: string; rows: number }) {
  const id = useId();
  const { state, copy } = useClipboardCopy();
  return (
    <div className="kit__copyable">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} readOnly rows={rows} value={text} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className="button" onClick={() => copy(text)}>
        {`Copy ${label.toLowerCase()}`}
      </button>
      <p className="kit__copied" role="status">
        {state === 'copied' ? 'Copied.' : state === 'failed' ? 'Could not copy: select the text and copy it.' : ''}
      </p>
    </div>
  );
}

function VenueKit({ card, cards }: { card: NomineeCard; cards: readonly NomineeCard[] }) {
  const { name, slug } = card;
  const status = kitStatus(cards, slug);
  const label = statusLabel(status, SECTION_YEAR);
  const origin = useSiteOrigin();
  const voteUrl = absoluteUrl(origin, paths.voteFor(slug));
  const cover = card.images[0];
  const badge = badgeHtml({
    pageUrl: absoluteUrl(origin, paths.nominee(slug)),
    badgeUrl: absoluteUrl(origin, kitFilePath(slug, 'badge')),
    label,
  });

  return (
    <article className="kit" aria-labelledby="kit-title">
      <header className="kit__header">
        <p className="kit__status">{label}</p>
        <h1 id="kit-title" className="section-title">{`Promote ${name}`}</h1>
        <p>
          {`Everything to bring your guests to the vote. Each image and code leads to the vote with ${name} chosen: `}
          <Link href={paths.voteFor(slug)}>{shortLink(voteUrl)}</Link>
        </p>
      </header>

      <KitItem
        id="kit-story"
        title="Instagram story"
        slug={slug}
        preview={{ kind: 'story', alt: `Story image: ${name}, ${label}, with its QR code`, width: 270, height: 480, shape: 'story' }}
      >
        <Download slug={slug} kind="story" label="Download the story" />
      </KitItem>

      <KitItem
        id="kit-post"
        title="Square post"
        slug={slug}
        preview={{ kind: 'post', alt: `Square post: ${name}, ${label}, with its QR code`, width: 320, height: 320 }}
      >
        <Download slug={slug} kind="post" label="Download the post" />
      </KitItem>

      <KitItem
        id="kit-qr"
        title="QR code"
        slug={slug}
        preview={{ kind: 'qrSvg', alt: `QR code of ${shortLink(voteUrl)}`, width: 200, height: 200, shape: 'qr' }}
      >
        <p>{`A phone's camera that reads it opens the vote with ${name} chosen. For tables, menus and windows.`}</p>
        <Download slug={slug} kind="qrSvg" label="Download as SVG" />
        <Download slug={slug} kind="qrPng" label="Download as PNG" />
      </KitItem>

      <KitItem
        id="kit-badge"
        title="Badge for your website"
        slug={slug}
        preview={{ kind: 'badge', alt: badgeText(label), width: KIT_FILES.badge.width, height: KIT_FILES.badge.height, shape: 'badge' }}
      >
        <Download slug={slug} kind="badge" label="Download the badge" />
        <CopyableText label="Badge HTML" text={badge} rows={4} />
      </KitItem>

      <section className="kit__item" aria-labelledby="kit-caption">
        <h2 id="kit-caption">Caption for WhatsApp and Instagram</h2>
        <CopyableText label="Caption" text={kitCaption(name, status, label, voteUrl)} rows={3} />
      </section>

      <section className="kit__item" aria-labelledby="kit-poster">
        <h2 id="kit-poster">Poster</h2>
        <p>This page prints as an A5 poster: the photo, the name and a QR code of 6 cm.</p>
        <button type="button" className="button" onClick={() => window.print()}>
          Print the poster
        </button>
      </section>

      {/* Shown on paper only (KitPage.css). */}
      <div className="kit-poster" aria-hidden="true">
        {cover ? <Photo className="kit-poster__photo" src={cover} sizes={BANNER_SIZES} alt="" width={800} height={450} /> : null}
        <p className="kit-poster__status">{label}</p>
        <p className="kit-poster__name">{name}</p>
        <p className="kit-poster__call">Vote for us</p>
        <img className="kit-poster__qr" src={kitFilePath(slug, 'qrSvg')} alt="" width={227} height={227} />
        <p className="kit-poster__link">{shortLink(voteUrl)}</p>
        <p className="kit-poster__programme">{PROGRAMME_NAME}</p>
      </div>
    </article>
  );
}
