import { useState, type KeyboardEvent } from 'react';
import type { Nominee } from '../../api/types';
import { VOTE_OPTION_SIZES } from '../../lib/image-sizes';
import { rovingIndex } from '../../lib/roving-focus';
import { CoverPhoto } from '../CoverPhoto';

interface NomineePickerProps {
  /** The venue a "Vote for …" link chose, while it is chosen. */
  linkedName: string | null;
  nominees: readonly Nominee[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  onVote: () => void;
  canVote: boolean;
  Heading: 'h1' | 'h2';
}

/**
 * Stage 1: each nominee is a toggle button whose pressed state assistive technology reads.
 * The list is one Tab stop (the arrow keys, Home and End move within it), so VOTE NOW is one
 * Tab away however many nominees there are.
 */
export function NomineePicker({ linkedName, nominees, selected, onToggle, onVote, canVote, Heading }: NomineePickerProps) {
  const count = selected.length;
  const [focusable, setFocusable] = useState(0);
  // The list may have shrunk under the remembered position.
  const tabStop = Math.min(focusable, nominees.length - 1);
  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = rovingIndex(event.key, focusable, nominees.length);
    if (next === null || !(event.target as Element).classList.contains('vote-option')) return;
    event.preventDefault();
    setFocusable(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('.vote-option')[next]?.focus();
  };
  return (
    <section className="vote-stage" aria-labelledby="vote-picker-title">
      <Heading id="vote-picker-title" className="section-title" tabIndex={-1}>
        EXQUISITE&apos;S BEST RESTAURANTS &amp; BARS 2025
      </Heading>
      <p className="vote-stage__lead">
        Choose one or more venues, then press VOTE NOW.
        <span className="visually-hidden"> The arrow keys move between the venues.</span>
      </p>
      {linkedName ? <p className="vote-picker__linked">{`${linkedName} is chosen: press VOTE NOW, or choose more venues below.`}</p> : null}
      <ul className="vote-picker" onKeyDown={moveFocus}>
        {nominees.map((nominee, index) => {
          const pressed = selected.includes(nominee._id);
          return (
            <li key={nominee._id}>
              <button
                type="button"
                className="vote-option"
                aria-pressed={pressed}
                tabIndex={index === tabStop ? 0 : -1}
                onFocus={() => setFocusable(index)}
                onClick={() => onToggle(nominee._id)}
              >
                <CoverPhoto
                  className="vote-option__image"
                  src={nominee.images[0]}
                  sizes={VOTE_OPTION_SIZES}
                  load={index < 4 ? 'eager' : 'lazy'}
                >
                  <span className="vote-option__check" aria-hidden="true" />
                </CoverPhoto>
                <span className="vote-option__name">{nominee.name}</span>
                <span className="vote-option__location">{nominee.location}</span>
                <span className="vote-option__votes">{`${nominee.votes} Votes`}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="vote-bar">
        <p className="vote-bar__count" aria-live="polite">
          {count === 0 ? 'No venue chosen yet' : `${count} ${count === 1 ? 'venue' : 'venues'} chosen`}
        </p>
        <button type="button" className="button" aria-disabled={!canVote} onClick={onVote}>
          VOTE NOW
        </button>
      </div>
    </section>
  );
}
