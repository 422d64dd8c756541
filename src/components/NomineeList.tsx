import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import type { NomineeCard as Nominee } from '../domain/types';
import { normalOrder } from '../domain/ordering';
import { paths } from '../routes';
import { useRevealAll } from './useRevealAll';
import { ALL_NOMINEES_CARD_SIZES, NOMINEE_CARD_SIZES } from '../lib/image-sizes';
import { NomineeCard } from './NomineeCard';

export const NOMINEE_PREVIEW_COUNT = 6;
/** The programme's name, the list's heading in every language. */
const LIST_TITLE = "EXQUISITE'S BEST RESTAURANTS & BARS";

/** The section home's nominee block: the first 6 in normal order, then all after VIEW ALL NOMINEES. */
export function NomineeList({ nominees }: { nominees: readonly Nominee[] }) {
  const ordered = useMemo(() => normalOrder(nominees), [nominees]);
  const [showAll, revealAll] = useRevealAll();

  if (ordered.length === 0) return null;
  const shown = showAll ? ordered : ordered.slice(0, NOMINEE_PREVIEW_COUNT);

  return (
    <section className={`nominee-list${showAll ? ' nominee-list--all' : ''}`} aria-labelledby="nominee-list-title">
      <h2 id="nominee-list-title" className="section-title">
        {LIST_TITLE}
      </h2>
      <ul className="nominee-grid">
        {shown.map((nominee) => (
          <li key={nominee._id}>
            <NomineeCard
              nominee={nominee}
              href={paths.nominee(nominee.slug)}
              sizes={showAll ? ALL_NOMINEES_CARD_SIZES : NOMINEE_CARD_SIZES}
            />
          </li>
        ))}
      </ul>
      {!showAll && ordered.length > NOMINEE_PREVIEW_COUNT ? (
        <button type="button" className="button" onClick={revealAll}>
          <Trans>VIEW ALL NOMINEES</Trans>
        </button>
      ) : null}
    </section>
  );
}
