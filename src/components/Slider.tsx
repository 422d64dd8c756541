import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  INITIAL_SLIDE,
  isInView,
  jumpsAcrossLoop,
  loadsEagerly,
  slideList,
  slideOffset,
  slidesPerView,
  swipeStep,
  wrapIndex,
} from '../lib/slides';
import { SLIDE_SIZES } from '../lib/image-sizes';
import { FirstScreenImageSlot } from './FirstScreenImageSlot';
import { Photo } from './Photo';
import './Slider.css';

interface SliderProps {
  images: readonly string[];
  /** The carousel's name, e.g. 'Photos of Kaum'. */
  label: string;
  /** Alt text of the image with this (1-based) photo number. */
  alt: (photo: number) => string;
  width?: number;
  height?: number;
}

/**
 * The window's width as of its last resize. Read there, not as a render asks for it: after
 * hydration the page's style is not up to date, and reading `innerWidth` would lay it out at once.
 */
let windowWidth = 0;
if (typeof window !== 'undefined') {
  windowWidth = window.innerWidth;
  window.addEventListener('resize', () => (windowWidth = window.innerWidth));
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const useSlidesPerView = () =>
  useSyncExternalStore(
    subscribeToResize,
    () => slidesPerView(windowWidth),
    () => 1,
  );

/**
 * An accessible, looped, centred image carousel. The rules (doubling, slides
 * per view, the loop, swipes) live in src/lib/slides.ts; this only renders
 * them: each slide is placed by its circular offset from the active one.
 */
export function Slider({ images, label, alt, width = 800, height = 600 }: SliderProps) {
  const { t } = useLingui();
  const slides = slideList(images);
  const count = slides.length;
  const perView = useSlidesPerView();
  const [position, setPosition] = useState({ active: INITIAL_SLIDE, previous: INITIAL_SLIDE });
  const [dragX, setDragX] = useState(0);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);

  const move = useCallback(
    (step: number) => setPosition(({ active }) => ({ previous: active, active: wrapIndex(active + step, count) })),
    [count],
  );

  // The placement goes through the CSSOM: the content security policy refuses style attributes in
  // the HTML of a page built with its data. Until it is placed, the CSS shows the active slide only.
  const carousel = useRef<HTMLElement>(null);
  const { active } = position;
  useLayoutEffect(() => {
    const section = carousel.current;
    if (!section) return;
    section.style.setProperty('--drag', `${dragX}px`);
    section.querySelectorAll<HTMLElement>(':scope .slider__slide').forEach((slide, index) => {
      slide.style.setProperty('--offset', String(slideOffset(index, active, count)));
    });
    section.dataset.placed = '';
  }, [dragX, active, count]);

  if (count === 0) return null;
  const { previous } = position;
  const photoCount = images.length;
  const shownPhoto = (active % photoCount) + 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 1 : -1);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) setDragX(event.clientX - drag.current.startX);
  };
  const endDrag = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const step = cancelled ? 0 : swipeStep(event.clientX - drag.current.startX);
    drag.current = null;
    setDragX(0);
    if (step !== 0) move(step);
  };

  return (
    <section
      className={`slider${dragX !== 0 ? ' slider--dragging' : ''}`}
      aria-roledescription={t`carousel`}
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      ref={carousel}
    >
      <div
        className="slider__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, false)}
        onPointerCancel={(event) => endDrag(event, true)}
      >
        <ul className="slider__track">
          {slides.map((src, index) => {
            const offset = slideOffset(index, active, count);
            const shown = isInView(offset, perView);
            const photo = (index % photoCount) + 1;
            return (
              <li
                key={index}
                className={`slider__slide${index === active ? ' is-active' : ''}${jumpsAcrossLoop(index, previous, active, count) ? ' is-jumping' : ''}`}
                aria-hidden={shown ? undefined : true}
              >
                <Photo
                  src={src}
                  sizes={SLIDE_SIZES}
                  alt={alt(photo)}
                  width={width}
                  height={height}
                  load={index === INITIAL_SLIDE ? 'first' : loadsEagerly(index, count, perView) ? 'background' : 'lazy'}
                  draggable={false}
                />
              </li>
            );
          })}
        </ul>
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="slider__arrow slider__arrow--previous" aria-label={t`Previous image`} onClick={() => move(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="slider__arrow slider__arrow--next" aria-label={t`Next image`} onClick={() => move(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        <Trans>
          Photo {shownPhoto} of {photoCount}
        </Trans>
      </p>
    </section>
  );
}

/** A slider whose images are still loading: the first slide's box, where the first photo will be. */
export function SliderPlaceholder() {
  return (
    <div className="slider slider--placeholder" aria-hidden="true">
      <div className="slider__viewport">
        <div className="slider__track">
          <div className="slider__slide is-active">
            <FirstScreenImageSlot className="slider__slot" />
          </div>
        </div>
      </div>
    </div>
  );
}
