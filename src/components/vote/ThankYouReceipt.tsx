import { useState } from 'react';

interface ThankYouReceiptProps {
  prizeCode: string;
  /** The nominees voted for. */
  nominees: readonly { id: string; name: string }[];
  onStartOver: () => void;
  Heading: 'h1' | 'h2';
}

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: 'Could not copy: select the code and copy it yourself.',
};

/** The final stage as a receipt: what was voted for and the prize code, kept for this tab's session. */
export function ThankYouReceipt({ prizeCode, nominees, onStartOver, Heading }: ThankYouReceiptProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const Subheading = Heading === 'h1' ? 'h2' : 'h3';
  const copyCode = () => {
    if (!navigator.clipboard) return setCopy('failed');
    navigator.clipboard.writeText(prizeCode).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

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
        <button type="button" className="button" aria-describedby="vote-prize-code" onClick={copyCode}>
          Copy
        </button>
        <span role="status" className="vote-thanks__copied">
          {COPY_MESSAGES[copy]}
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
      <button type="button" className="link-button" onClick={onStartOver}>
        Start a new vote
      </button>
    </section>
  );
}
