import { Link } from 'wouter';
import type { Nominee } from '#src/domain/types';
import { WINNER_CARD_SIZES } from '#src/lib/image-sizes';
import { CoverPhoto } from '#src/components/CoverPhoto';
import type { PhotoLoading } from '#src/components/Photo';
import './awards.css';

interface WinnerCardProps {
  winner: Nominee;
  href: string;
  load?: PhotoLoading;
}

/** An awards winner: first image, name and category, linking to the article. */
export function WinnerCard({ winner, href, load }: WinnerCardProps) {
  return (
    <Link href={href} className="winner-card">
      <CoverPhoto className="winner-card__image" src={winner.images[0]} sizes={WINNER_CARD_SIZES} load={load} />
      <span className="winner-card__name">{winner.name}</span>
      {winner.category_name ? <span className="winner-card__category">{winner.category_name}</span> : null}
    </Link>
  );
}
