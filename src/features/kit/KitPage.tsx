import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { useData } from '#src/stores/data-store';
import type { NomineeCard } from '#src/domain/types';
import { paths, ROUTES, SECTION_YEAR } from '#src/routes';
import { absoluteUrl } from '#src/lib/share';
import { PROGRAMME_NAME } from '#src/lib/programme';
import { BANNER_SIZES } from '#src/lib/image-sizes';
import { i18nFor, loadMessages } from '#src/i18n/catalogs';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALES, localizedPath, type Locale } from '#src/i18n/locale';
import { useLocale, useLocalizedPath } from '#src/i18n/useLocale';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { SectionLayout } from '#src/components/SectionLayout';
import { NotFoundMessage } from '#src/components/NotFoundMessage';
import { Photo } from '#src/components/Photo';
import { useClipboardCopy } from '#src/components/useClipboardCopy';
import { useSiteOrigin } from '#src/components/useSiteOrigin';
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
  type KitStatus,
} from '#src/domain/kit';
import './KitPage.css';

export default function KitPage() {
  const { t } = useLingui();
  const { slug = '' } = useParams<{ slug: string }>();
  const { place } = useData(ROUTES.kit, { slug });
  usePage(useRouteTitle(ROUTES.kit, {}, place.data?.card.name));

  return (
    <SectionLayout voteBanner={false}>
      {place.data ? (
        <VenueKit card={place.data.card} status={kitStatus(place.data.position)} />
      ) : place.status === 'loading' ? (
        <p className="loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <NotFoundMessage what="nominee" backHref={paths.section()} backLabel={t`See all nominees`} />
      )}
    </SectionLayout>
  );
}

/**
 * The language a venue downloads its kit in: the page's at first, as the page was built (it
 * hydrates as it is), then the one chosen, once its words have loaded: the kit's status and
 * caption (src/domain/kit.ts) come with the common words or the kit's. Not kept: the
 * page's language is the default on every visit.
 */
function useKitLocale(): [Locale, (locale: Locale) => void] {
  const pageLocale = useLocale();
  const [locale, setLocale] = useState(pageLocale);
  // The last choice wins, whichever language's words arrive first.
  const chosen = useRef(pageLocale);
  const choose = useCallback((next: Locale) => {
    chosen.current = next;
    loadMessages(next, ['common', 'kit']).then(
      () => {
        if (chosen.current === next) setLocale(next);
      },
      // Offline: the kit stays in its language, and choosing again tries again.
      () => undefined,
    );
  }, []);
  return [locale, choose];
}

/** The choice of the kit's language: one button per language, in its own language, the chosen one pressed. */
function KitLanguage({ value, onChoose }: { value: Locale; onChoose: (locale: Locale) => void }) {
  const hintId = useId();
  return (
    <fieldset className="kit__languages" aria-describedby={hintId}>
      <legend>
        <Trans>Kit language</Trans>
      </legend>
      <p id={hintId} className="kit__languages-hint">
        <Trans>The images, the QR code, the badge, the caption and the poster below are in this language.</Trans>
      </p>
      <div className="kit__language-choices">
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            className="button kit__language"
            lang={LANGUAGE_TAG[locale]}
            aria-pressed={locale === value}
            onClick={() => onChoose(locale)}
          >
            {LANGUAGE_NAME[locale]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** A file of the kit in its language, with its type and size written out ("JPEG, 1080 × 1920 px"). */
function Download({ slug, kind, locale, label }: { slug: string; kind: KitFile; locale: Locale; label: string }) {
  const { t } = useLingui();
  const { type, width, height } = KIT_FILES[kind];
  // Written as image sizes are, without a thousands separator, in either language.
  const size = width && height ? t`${type}, ${width} × ${height} px` : t`${type}, any size`;
  return (
    <a
      className="button kit__download"
      href={kitFilePath(slug, kind, locale)}
      download={kitFileName(slug, kind, locale)}
      hrefLang={LANGUAGE_TAG[locale]}
    >
      {label} <span className="kit__size">({size})</span>
    </a>
  );
}

interface KitItemProps {
  id: string;
  title: string;
  slug: string;
  /** The kit's language, of the file previewed. */
  locale: Locale;
  /** The file shown as the preview, at the size given (a class modifier of its own shape, if any). */
  preview: { kind: KitFile; alt: string; width: number; height: number; shape?: string };
  children: ReactNode;
}

/** One part of the kit: its heading, a preview of its file, and what it offers (downloads, text to copy). */
function KitItem({ id, title, slug, locale, preview, children }: KitItemProps) {
  return (
    <section className="kit__item" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <img
        className={preview.shape ? `kit__preview kit__preview--${preview.shape}` : 'kit__preview'}
        src={kitFilePath(slug, preview.kind, locale)}
        alt={preview.alt}
        width={preview.width}
        height={preview.height}
        loading="lazy"
      />
      {children}
    </section>
  );
}

interface CopyableTextProps {
  label: string;
  copyLabel: string;
  text: string;
  /** The language of the text, the kit's. */
  lang: string;
  rows: number;
}

/** Text to copy, shown in full, with its Copy button and a polite confirmation. */
function CopyableText({ label, copyLabel, text, lang, rows }: CopyableTextProps) {
  const { t } = useLingui();
  const id = useId();
  const { state, copy } = useClipboardCopy();
  return (
    <div className="kit__copyable">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} lang={lang} readOnly rows={rows} value={text} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className="button" onClick={() => copy(text)}>
        {copyLabel}
      </button>
      <p className="kit__copied" role="status">
        {state === 'copied' ? t`Copied.` : state === 'failed' ? t`Could not copy: select the text and copy it.` : ''}
      </p>
    </div>
  );
}

/** The page's introduction, in the page's language: the venue, its status and its "Vote for" link. */
function KitHeader({ name, slug, label }: { name: string; slug: string; label: string }) {
  const link = shortLink(absoluteUrl(useSiteOrigin(), useLocalizedPath(paths.voteFor(slug))));
  return (
    <header className="kit__header">
      <p className="kit__status">{label}</p>
      <h1 id="kit-title" className="section-title">
        <Trans>Promote {name}</Trans>
      </h1>
      <p>
        <Trans>Everything to bring your guests to the vote.</Trans>{' '}
        <Trans>
          Each image and code leads to the vote with {name} chosen: <Link href={paths.voteFor(slug)}>{link}</Link>
        </Trans>
      </p>
    </header>
  );
}

/** The poster, in the kit's language: shown on paper only (KitPage.css). */
function KitPoster({ card, locale, label, voteUrl }: { card: NomineeCard; locale: Locale; label: string; voteUrl: string }) {
  const cover = card.images[0];
  return (
    <div className="kit-poster" aria-hidden="true" lang={LANGUAGE_TAG[locale]}>
      {cover ? <Photo className="kit-poster__photo" src={cover} sizes={BANNER_SIZES} alt="" width={800} height={450} /> : null}
      <p className="kit-poster__status">{label}</p>
      <p className="kit-poster__name">{card.name}</p>
      <p className="kit-poster__call">{i18nFor(locale)._(msg`Vote for us`)}</p>
      <img className="kit-poster__qr" src={kitFilePath(card.slug, 'qrSvg', locale)} alt="" width={227} height={227} />
      <p className="kit-poster__link">{shortLink(voteUrl)}</p>
      <p className="kit-poster__programme">{PROGRAMME_NAME}</p>
    </div>
  );
}

/**
 * The kit of a venue: the page speaks the page's language; the files, the caption, the badge's
 * HTML and the poster are in the kit's language, which the venue chooses.
 */
function VenueKit({ card, status }: { card: NomineeCard; status: KitStatus }) {
  const { i18n, t } = useLingui();
  const [kitLocale, chooseKitLocale] = useKitLocale();
  const kitI18n = i18nFor(kitLocale);
  const kitLang = LANGUAGE_TAG[kitLocale];
  const { name, slug } = card;
  const label = statusLabel(i18n, status, SECTION_YEAR);
  const kitLabel = statusLabel(kitI18n, status, SECTION_YEAR);
  const origin = useSiteOrigin();
  const kitVoteUrl = absoluteUrl(origin, localizedPath(paths.voteFor(slug), kitLocale));
  const link = shortLink(kitVoteUrl);
  const badge = badgeHtml({
    pageUrl: absoluteUrl(origin, localizedPath(paths.nominee(slug), kitLocale)),
    badgeUrl: absoluteUrl(origin, kitFilePath(slug, 'badge', kitLocale)),
    label: kitLabel,
  });

  return (
    <article className="kit" aria-labelledby="kit-title">
      <KitHeader name={name} slug={slug} label={label} />

      <KitLanguage value={kitLocale} onChoose={chooseKitLocale} />

      <KitItem
        id="kit-story"
        title={t`Instagram story`}
        slug={slug}
        locale={kitLocale}
        preview={{ kind: 'story', alt: t`Story image: ${name}, ${label}, with its QR code`, width: 270, height: 480, shape: 'story' }}
      >
        <Download slug={slug} kind="story" locale={kitLocale} label={t`Download the story`} />
      </KitItem>

      <KitItem
        id="kit-post"
        title={t`Square post`}
        slug={slug}
        locale={kitLocale}
        preview={{ kind: 'post', alt: t`Square post: ${name}, ${label}, with its QR code`, width: 320, height: 320 }}
      >
        <Download slug={slug} kind="post" locale={kitLocale} label={t`Download the post`} />
      </KitItem>

      <KitItem
        id="kit-qr"
        title={t`QR code`}
        slug={slug}
        locale={kitLocale}
        preview={{ kind: 'qrSvg', alt: t`QR code of ${link}`, width: 200, height: 200, shape: 'qr' }}
      >
        <p>
          <Trans>A phone&apos;s camera that reads it opens the vote with {name} chosen.</Trans>{' '}
          <Trans>For tables, menus and windows.</Trans>
        </p>
        <Download slug={slug} kind="qrSvg" locale={kitLocale} label={t`Download as SVG`} />
        <Download slug={slug} kind="qrPng" locale={kitLocale} label={t`Download as PNG`} />
      </KitItem>

      <KitItem
        id="kit-badge"
        title={t`Badge for your website`}
        slug={slug}
        locale={kitLocale}
        preview={{ kind: 'badge', alt: badgeText(label), width: KIT_FILES.badge.width, height: KIT_FILES.badge.height, shape: 'badge' }}
      >
        <Download slug={slug} kind="badge" locale={kitLocale} label={t`Download the badge`} />
        <CopyableText label={t`Badge HTML`} copyLabel={t`Copy badge html`} text={badge} lang={kitLang} rows={4} />
      </KitItem>

      <section className="kit__item" aria-labelledby="kit-caption">
        <h2 id="kit-caption">
          <Trans>Caption for WhatsApp and Instagram</Trans>
        </h2>
        <CopyableText
          label={t`Caption`}
          copyLabel={t`Copy caption`}
          text={kitCaption(kitI18n, name, status, kitVoteUrl)}
          lang={kitLang}
          rows={3}
        />
      </section>

      <section className="kit__item" aria-labelledby="kit-poster">
        <h2 id="kit-poster">
          <Trans>Poster</Trans>
        </h2>
        <p>
          <Trans>This page prints as an A5 poster: the photo, the name and a QR code of 6 cm.</Trans>
        </p>
        <button type="button" className="button" onClick={() => window.print()}>
          <Trans>Print the poster</Trans>
        </button>
      </section>

      <KitPoster card={card} locale={kitLocale} label={kitLabel} voteUrl={kitVoteUrl} />
    </article>
  );
}
