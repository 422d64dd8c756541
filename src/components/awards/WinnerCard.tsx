import { Link } from 'wouter';
import type { Nominee } from '../../api/types';
import './awards.css';

interface WinnerCardProps {
  winner: Nominee;
  href: string;
  eager?: boolean;
}

/** An awards winner: first image, name and category, linking to the article. */
export function WinnerCard({ winner, href, eager = false }: WinnerCardProps) {
  const cover = winner.images[0];
  return (
    <Link href={href} className="winner-card">
      <span className="winner-card__image cover-frame">
        {/* The link already reads the name, so the cover is decorative. */}
        {cover ? <img src={cover} alt="" width={380} height={285} loading={eager ? 'eager' : 'lazy'} decoding="async" /> : null}
      </span>
      <span className="winner-card__name">{winner.name}</span>
      {winner.category_name ? <span className="winner-card__category">{winner.category_name}</span> : null}
    </Link>
  );
}
