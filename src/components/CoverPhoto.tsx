import type { ReactNode } from 'react';
import { Photo, type PhotoLoading } from './Photo';

interface CoverPhotoProps {
  /** The card's first image, if it has one. */
  src: string | undefined;
  sizes: string;
  className: string;
  load?: PhotoLoading;
  /** Drawn over the photo (the vote card's check). */
  children?: ReactNode;
}

/** The 4:3 cover photo of a card (nominee, winner and vote cards), decorative: the card reads its name. */
export function CoverPhoto({ src, sizes, className, load, children }: CoverPhotoProps) {
  return (
    <span className={`${className} cover-frame`}>
      {src ? <Photo src={src} sizes={sizes} width={400} height={300} alt="" load={load} /> : null}
      {children}
    </span>
  );
}
