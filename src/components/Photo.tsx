import { useImage } from '../hooks/useImage';
import { fallbackSrc, srcSet, toneClass } from '../lib/images';
import 'virtual:image-tones.css';

interface PhotoProps {
  /** The image as the data names it. */
  src: string;
  /** Its rendered width at each breakpoint (src/lib/image-sizes.ts). */
  sizes: string;
  /** The box's size (the CSS sets its shape): no layout shift while it loads. */
  width: number;
  height: number;
  alt: string;
  className?: string;
  /**
   * The first screen's largest image: requested at high priority, and preloaded by the built
   * page (React writes the preload of a high-priority image with its srcset and sizes).
   */
  priority?: boolean;
  /** In the first screen but not its largest: loaded at once, at the browser's priority. */
  eager?: boolean;
  draggable?: boolean;
}

/**
 * An image the data names, from the copies the build made of it (srcset of WebP widths, its tone
 * behind it while it loads), else from its original URL; an empty box until the browser knows
 * which.
 */
export function Photo({ src, sizes, width, height, alt, className, priority = false, eager = false, draggable }: PhotoProps) {
  const found = useImage(src);
  const source =
    found.kind === 'processed'
      ? // srcset and sizes before src, so a browser never starts the fallback's download first.
        { sizes, srcSet: srcSet(found.image), src: fallbackSrc(found.image) }
      : found.kind === 'original'
        ? { src }
        : {};
  const tone = found.kind === 'processed' && found.image.tone !== undefined ? toneClass(found.image.tone) : null;
  const classes = [className, tone].filter(Boolean).join(' ');
  return (
    <img
      {...source}
      alt={alt}
      width={width}
      height={height}
      className={classes || undefined}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      draggable={draggable}
    />
  );
}
