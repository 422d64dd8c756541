import { Link } from 'wouter';
import type { Nominee } from '../api/types';

interface NomineeCardProps {
  nominee: Nominee;
  href: string;
  /** Extra line under the location, e.g. a vote count. */
  note?: string;
  eager?: boolean;
}

export function NomineeCard({ nominee, href, note, eager = false }: NomineeCardProps) {
  const cover = nominee.images[0];
  return (
    <Link href={href} className="nominee-card">
      <span className="nominee-card__image cover-frame">
        {cover ? <img src={cover} alt="" width={380} height={285} loading={eager ? 'eager' : 'lazy'} decoding="async" /> : null}
      </span>
      <span className="nominee-card__name">{nominee.name}</span>
      <span className="nominee-card__location">{nominee.location}</span>
      {note ? <span className="nominee-card__note">{note}</span> : null}
    </Link>
  );
}
