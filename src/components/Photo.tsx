import { preload } from 'react-dom';
import { useImage } from './useImage';
import { fallbackSrc, srcSet, toneClass, variantUrl } from '../lib/images';
import 'virtual:image-tones.css';

/**
 * 'first': the first screen's largest image, at high priority, preloaded by the built page (React
 * writes the preload of a high-priority image with its srcset and sizes); 'eager': in the first
 * screen, at the browser's priority; 'background': at once but after the rest (a slider's
 * neighbouring slides, which must not take the first photo's bandwidth); 'lazy': as it nears the
 * viewport.
 */
export type PhotoLoading = 'first' | 'eager' | 'background' | 'lazy';

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
  /** When it loads (PhotoLoading): lazily unless said otherwise. */
  load?: PhotoLoading;
  draggable?: boolean;
}

/**
 * An image the data names, from the copies the build made of it (srcset of WebP widths, its tone
 * behind it while it loads; AVIF first where the build made AVIF copies too), else from its
 * original URL; an empty box until the browser knows which, or none at all.
 */
export function Photo({ src, sizes, width, height, alt, className, load = 'lazy', draggable }: PhotoProps) {
  const found = useImage(src);
  const source =
    found.kind === 'processed'
      ? // srcset and sizes before src, so a browser never starts the fallback's download first.
        { sizes, srcSet: srcSet(found.image), src: fallbackSrc(found.image) }
      : // An image the data dropped (an empty URL) gets no src: src="" would ask for the page itself.
        found.kind === 'original' && src
        ? { src }
        : {};
  const tone = found.kind === 'processed' && found.image.tone !== undefined ? toneClass(found.image.tone) : null;
  const classes = [className, tone].filter(Boolean).join(' ');
  const avif = found.kind === 'processed' && found.image.avif ? found.image : null;
  if (avif && load === 'first') {
    // React preloads a high-priority <img>, but not one inside <picture>: this one, for browsers that read AVIF.
    preload(variantUrl(avif, avif.widths[0]!, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet(avif, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  const image = (
    <img
      {...source}
      alt={alt}
      width={width}
      height={height}
      className={classes || undefined}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      decoding={load === 'first' ? undefined : 'async'}
      fetchPriority={load === 'first' ? 'high' : load === 'background' ? 'low' : undefined}
      draggable={draggable}
    />
  );
  if (!avif) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(avif, 'avif')} sizes={sizes} />
      {image}
    </picture>
  );
}
