import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';

interface ProposalPromptProps {
  /** The venue a "Vote for …" link proposed. */
  name: string;
  /** The venues of the vote in progress. */
  chosen: readonly string[];
  canAccept: boolean;
  onAccept: () => void;
  onDecline: () => void;
  Heading: 'h2' | 'h3';
}

/**
 * "Vote for {name} instead?": a "Vote for …" link opened while a vote is in progress (the form,
 * the code) overwrites nothing until the visitor says so (docs/decisions/021). Shown above the
 * stage, which stays usable; focus moves to its heading so a screen reader hears the question.
 */
export function ProposalPrompt({ name, chosen, canAccept, onAccept, onDecline, Heading }: ProposalPromptProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const venues = chosen.join(', ');
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <section className="vote-proposal" aria-labelledby="vote-proposal-title">
      <Heading id="vote-proposal-title" ref={heading} className="vote-proposal__title" tabIndex={-1}>
        <Trans>Vote for {name} instead?</Trans>
      </Heading>
      <p>
        <Trans>
          You opened a link to vote for {name}. Your vote in progress is for {venues}.
        </Trans>
        {canAccept ? null : (
          <>
            {' '}
            <Trans>Wait for the answer to your vote first.</Trans>
          </>
        )}
      </p>
      <div className="vote-proposal__actions">
        <button type="button" className="button" aria-disabled={!canAccept} onClick={onAccept}>
          <Trans>Vote for {name} instead</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={onDecline}>
          <Trans>Keep my vote in progress</Trans>
        </button>
      </div>
    </section>
  );
}
