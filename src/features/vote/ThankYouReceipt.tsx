import { useEffect, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useClipboardCopy, type CopyState } from '#src/components/useClipboardCopy';
import { votedShareText } from '#src/lib/share';
import { PROGRAMME_NAME } from '#src/lib/programme';
import { paths } from '#src/routes';
import { loadApi } from '#src/data/loaders';
import { SharePanel } from '#src/components/SharePanel';
import { kitFileName, kitFilePath } from '#src/domain/kit';
import type { Locale } from '#src/i18n/locale';
import { useLocale } from '#src/i18n/useLocale';

interface ThankYouReceiptProps {
  prizeCode: string;
  /** The nominees voted for. */
  nominees: readonly { id: string; name: string; slug: string }[];
  /** A venue a "Vote for …" link proposed meanwhile: the new vote starts with it chosen. Empty: none. */
  proposedName: string;
  onStartOver: () => void;
  Heading: 'h1' | 'h2';
}

const COPY_MESSAGES: Record<CopyState, MessageDescriptor | null> = {
  idle: null,
  copied: msg`Copied to the clipboard.`,
  failed: msg`Could not copy: select the code and copy it yourself.`,
};

/**
 * The venue's "I voted for …" card in the page's language (its kit, builder/kit-templates.ts), asked for
 * ahead where the system's share sheet may take files, so that Share opens it within the press.
 * Null until then, or when it cannot be had: the words and the link go alone.
 */
function useVotedCard(slug: string | null, locale: Locale): File | null {
  const [card, setCard] = useState<{ slug: string; file: File } | null>(null);
  useEffect(() => {
    if (!slug || typeof navigator.canShare !== 'function') return;
    let current = true;
    loadApi()
      .then((api) => api.getKitImage(kitFilePath(slug, 'voted', locale), kitFileName(slug, 'voted', locale)))
      .then((file) => current && setCard({ slug, file }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [slug, locale]);
  return card && card.slug === slug ? card.file : null;
}

/** The final stage as a receipt: what was voted for and the prize code, kept for this tab's session. */
export function ThankYouReceipt({ prizeCode, nominees, proposedName, onStartOver, Heading }: ThankYouReceiptProps) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const copy = useClipboardCopy();
  const copyMessage = COPY_MESSAGES[copy.state];
  const Subheading = Heading === 'h1' ? 'h2' : 'h3';
  // Of several venues, the first: its card and its "Vote for …" link, in the page's language.
  const shared = nominees[0] ?? null;
  const sharedName = shared?.name ?? null;
  const card = useVotedCard(shared?.slug ?? null, locale);
  // SharePanel shares it in the page's language.
  const sharePath = shared ? paths.voteFor(shared.slug) : paths.section();

  return (
    <section className="vote-stage vote-stage--narrow vote-thanks" aria-labelledby="vote-thanks-title">
      <Heading id="vote-thanks-title" className="section-title" tabIndex={-1}>
        <Trans>THANK YOU</Trans>
      </Heading>
      <p>
        <Trans>Your vote has been counted. Keep this unique code for a chance to win a special prize:</Trans>
      </p>
      <p className="vote-thanks__code" id="vote-prize-code">
        {prizeCode}
      </p>
      <p className="vote-thanks__copy">
        <button type="button" className="button" aria-describedby="vote-prize-code" onClick={() => copy.copy(prizeCode)}>
          <Trans>Copy</Trans>
        </button>
        <span role="status" className="vote-thanks__copied">
          {copyMessage ? i18n._(copyMessage) : null}
        </span>
      </p>
      {nominees.length > 0 ? (
        <>
          <Subheading className="vote-thanks__subtitle">
            <Trans>You voted for</Trans>
          </Subheading>
          <ul className="vote-thanks__nominees">
            {nominees.map(({ id, name }) => (
              <li key={id}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {/* The venue's own "Vote for …" link and card: public words about a public venue, nothing of the voter's. */}
      <div className="vote-thanks__share">
        <p>
          <Trans>Ask your friends to vote too:</Trans>
        </p>
        {card && shared ? (
          // Shown once Share will send it: the card as the friends will see it.
          <img
            className="vote-thanks__card"
            src={kitFilePath(shared.slug, 'voted', locale)}
            alt={t`Your card: I voted for ${sharedName}`}
            width={160}
            height={160}
          />
        ) : null}
        <SharePanel path={sharePath} title={PROGRAMME_NAME} text={votedShareText(i18n, sharedName)} file={card} />
      </div>
      <button type="button" className="link-button" onClick={onStartOver}>
        {proposedName ? <Trans>Start a new vote for {proposedName}</Trans> : <Trans>Start a new vote</Trans>}
      </button>
    </section>
  );
}
