import { useClipboardCopy, type CopyState } from '../../shell/useClipboardCopy';
import { PROGRAMME_NAME, VOTED_SHARE_TEXT } from '../../lib/share';
import { paths } from '../../routes';
import { SharePanel } from '../../shell/SharePanel';

interface ThankYouReceiptProps {
  prizeCode: string;
  /** The nominees voted for. */
  nominees: readonly { id: string; name: string }[];
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

/** The final stage as a receipt: what was voted for and the prize code, kept for this tab's session. */
export function ThankYouReceipt({ prizeCode, nominees, proposedName, onStartOver, Heading }: ThankYouReceiptProps) {
  const copy = useClipboardCopy();
  const Subheading = Heading === 'h1' ? 'h2' : 'h3';

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
      {/* The programme's home rather than the vote screen: it is built with its data, so link previews
          (which run no script) show the programme, and it still means something once voting closes.
          Fixed words and a fixed address: nothing of the voter's goes along. */}
      <div className="vote-thanks__share">
        <p>Ask your friends to vote too:</p>
        <SharePanel path={paths.section()} title={PROGRAMME_NAME} text={VOTED_SHARE_TEXT} />
      </div>
      <button type="button" className="link-button" onClick={onStartOver}>
        {proposedName ? `Start a new vote for ${proposedName}` : 'Start a new vote'}
      </button>
    </section>
  );
}
