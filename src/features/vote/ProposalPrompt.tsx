import { useEffect, useRef } from 'react';

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
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <section className="vote-proposal" aria-labelledby="vote-proposal-title">
      <Heading id="vote-proposal-title" ref={heading} className="vote-proposal__title" tabIndex={-1}>
        {`Vote for ${name} instead?`}
      </Heading>
      <p>
        {`You opened a link to vote for ${name}. Your vote in progress is for ${chosen.join(', ')}.`}
        {canAccept ? null : ' Wait for the answer to your vote first.'}
      </p>
      <div className="vote-proposal__actions">
        <button type="button" className="button" aria-disabled={!canAccept} onClick={onAccept}>
          {`Vote for ${name} instead`}
        </button>
        <button type="button" className="button button--ghost" onClick={onDecline}>
          Keep my vote in progress
        </button>
      </div>
    </section>
  );
}
