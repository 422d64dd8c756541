import { useEffect, useState } from 'react';
import { useClipboardCopy, type CopyState } from '../../shell/useClipboardCopy';
import { PROGRAMME_NAME, votedShareText } from '../../lib/share';
import { paths } from '../../routes';
import { loadApi } from '../../data/loaders';
import { SharePanel } from '../../shell/SharePanel';
import { kitFileName, kitFilePath } from '../../lib/kit';

interface ThankYouReceiptProps {
  prizeCode: string;
  /** The nominees voted for. */
  nominees: readonly { id: string; name: string; slug: string }[];
  /** A venue a "Vote for …" link proposed meanwhile: the new vote starts with it chosen. Empty: none. */
  proposedName: string;
  onStartOver: () => void;
  Heading: 'h1' | 'h2';
}

const COPY_MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: 'Could not copy: select the code and copy it yourself.',
};

/**
 * The venue's "I voted for …" card (its kit, build/venue-kit.ts), asked for ahead where the system's
 * share sheet may take files, so that Share opens it within the press. Null until then, or when it
 * cannot be had: the words and the link go alone.
 */
function useVotedCard(slug: string | null): File | null {
  const [card, setCard] = useState<{ slug: string; file: File } | null>(null);
  useEffect(() => {
    if (!slug || typeof navigator.canShare !== 'function') return;
    let current = true;
    loadApi()
      .then((api) => api.getKitImage(kitFilePath(slug, 'voted'), kitFileName(slug, 'voted')))
      .then((file) => current && setCard({ slug, file }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [slug]);
  return card && card.slug === slug ? card.file : null;
}

/** The final stage as a receipt: what was voted for and the prize code, kept for this tab's session. */
export function ThankYouReceipt({ prizeCode, nominees, proposedName, onStartOver, Heading }: ThankYouReceiptProps) {
  const copy = useClipboardCopy();
  const Subheading = Heading === 'h1' ? 'h2' : 'h3';
  // Of several venues, the first: its card and its "Vote for …" link.
  const shared = nominees[0] ?? null;
  const card = useVotedCard(shared?.slug ?? null);

  return (
    <section className="vote-stage vote-stage--narrow vote-thanks" aria-labelledby="vote-thanks-title">
      <Heading id="vote-thanks-title" className="section-title" tabIndex={-1}>
        THANK YOU
      </Heading>
      <p>Your vote has been counted. Keep this unique code for a chance to win a special prize:</p>
      <p className="vote-thanks__code" id="vote-prize-code">
        {prizeCode}
      </p>
      <p className="vote-thanks__copy">
        <button type="button" className="button" aria-describedby="vote-prize-code" onClick={() => copy.copy(prizeCode)}>
          Copy
        </button>
        <span role="status" className="vote-thanks__copied">
          {COPY_MESSAGES[copy.state]}
        </span>
      </p>
      {nominees.length > 0 ? (
        <>
          <Subheading className="vote-thanks__subtitle">You voted for</Subheading>
          <ul className="vote-thanks__nominees">
            {nominees.map(({ id, name }) => (
              <li key={id}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {/* The venue's own "Vote for …" link and card: public words about a public venue, nothing of the voter's. */}
      <div className="vote-thanks__share">
        <p>Ask your friends to vote too:</p>
        {card && shared ? (
          // Shown once Share will send it: the card as the friends will see it.
          <img
            className="vote-thanks__card"
            src={kitFilePath(shared.slug, 'voted')}
            alt={`Your card: I voted for ${shared.name}`}
            width={160}
            height={160}
          />
        ) : null}
        <SharePanel
          path={shared ? paths.voteFor(shared.slug) : paths.section()}
          title={PROGRAMME_NAME}
          text={votedShareText(shared?.name ?? null)}
          file={card}
        />
      </div>
      <button type="button" className="link-button" onClick={onStartOver}>
        {proposedName ? `Start a new vote for ${proposedName}` : 'Start a new vote'}
      </button>
    </section>
  );
}
