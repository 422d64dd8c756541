import type { ReactNode } from 'react';
import { Photo } from './Photo';

interface CoverPhotoProps {
  /** The card's first image, if it has one. */
  src: string | undefined;
  sizes: string;
  className: string;
  eager?: boolean;
  /** The first screen's largest image (see Photo). */
  priority?: boolean;
  /** Drawn over the photo (the vote card's check). */
  children?: ReactNode;
}

/** The 4:3 cover photo of a card (nominee, winner and vote cards), decorative: the card reads its name. */
export function CoverPhoto({ src, sizes, className, eager = false, priority = false, children }: CoverPhotoProps) {
  return (
    <span className={`${className} cover-frame`}>
      {src ? <Photo src={src} sizes={sizes} width={400} height={300} alt="" eager={eager} priority={priority} /> : null}
      {children}
    </span>
  );
}
