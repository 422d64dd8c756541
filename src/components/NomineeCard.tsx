import { Link } from 'wouter';
import type { NomineeCard as Nominee } from '../domain/types';
import { NOMINEE_CARD_SIZES } from '../lib/image-sizes';
import { CoverPhoto } from './CoverPhoto';
import type { PhotoLoading } from './Photo';

interface NomineeCardProps {
  nominee: Nominee;
  href: string;
  /** Extra line under the location, e.g. a vote count. */
  note?: string;
  load?: PhotoLoading;
  /** The cover's rendered widths (src/lib/image-sizes.ts). */
  sizes?: string;
}

export function NomineeCard({ nominee, href, note, load, sizes = NOMINEE_CARD_SIZES }: NomineeCardProps) {
  return (
    <Link href={href} className="nominee-card">
      <CoverPhoto className="nominee-card__image" src={nominee.images[0]} sizes={sizes} load={load} />
      <span className="nominee-card__name">{nominee.name}</span>
      <span className="nominee-card__location">{nominee.location}</span>
      {note ? <span className="nominee-card__note">{note}</span> : null}
    </Link>
  );
}
