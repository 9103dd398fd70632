/**
 * The full-screen photo viewer of a property or project (docs/media.md), the photos island's
 * part, its own lazy chunk with Splide: loaded on the first intent on the photos, never part of
 * a first load. It fills the modal <dialog> the page's plain script has already opened and drawn
 * at the clicked photo (client/islands/photo-viewer.ts: focus kept inside, Escape closes, the
 * page behind inert), rendered as that dialog's root: the large carousel
 * (arrow keys anywhere in the dialog, swipe, previous/next buttons), the localized 'Photo x of
 * y' counter read out when it changes, a slideshow play/pause button, the close button and a
 * strip of square thumbnails synced with the carousel. Photos are webp from the srcset
 * 400/600/1360 (./lightbox-sizes.ts: phones at half scale), loaded for the shown slide and its
 * neighbours only. The opener gets focus back on close (the caller keeps it).
 */
import { useEffect, useRef, useState } from 'react';
import { Splide, SplideSlide } from '@splidejs/react-splide';
import type { Options } from '@splidejs/splide';
import type { PictureItem } from '../../shared/model/common';
import { pictureUrl, THUMB_SIZE } from '../../shared/model/common';
import { useT } from '../../shared/i18n/i18n';
import { LIGHTBOX_SIZES, lightboxSrcSet } from './lightbox-sizes';

export interface LightboxProps {
  photos: PictureItem[];
  /** The index (0-based) of the photo to show first. */
  start: number;
  /** The property's or project's name, in the dialog's label. */
  title: string;
  /** The open dialog this renders in (its root). */
  dialog: HTMLDialogElement;
}

export function Lightbox({ photos, start, title, dialog }: LightboxProps) {
  const LL = useT();
  const T = LL.TOOLS;
  const closeButton = useRef<HTMLButtonElement>(null);
  const main = useRef<Splide>(null);
  const thumbs = useRef<Splide>(null);
  const [index, setIndex] = useState(start);
  const [playing, setPlaying] = useState(false);
  const total = photos.length;

  // The dialog is open before this renders, so Splide measures its slides as it mounts.
  useEffect(() => {
    const nav = thumbs.current?.splide;
    if (nav) main.current?.sync(nav);
    closeButton.current?.focus();
  }, []);

  const i18n = {
    prev: T.previous(),
    next: T.next(),
    play: T.play(),
    pause: T.pause(),
    slideX: T.goTo(),
    carousel: T.gallery({ title }),
    select: T.thumbnails(),
    slide: '',
    slideLabel: T.slideLabel(),
  };
  const mainOptions: Options = {
    type: 'slide',
    rewind: true,
    start,
    perPage: 1,
    pagination: false,
    keyboard: 'global',
    lazyLoad: 'nearby',
    preloadPages: 1,
    autoplay: 'pause',
    interval: 4000,
    pauseOnHover: false,
    pauseOnFocus: false,
    speed: 350,
    height: '100%',
    label: T.gallery({ title }),
    i18n,
  };
  const thumbOptions: Options = {
    isNavigation: true,
    start,
    fixedWidth: 64,
    fixedHeight: 64,
    gap: 6,
    pagination: false,
    arrows: false,
    keyboard: false,
    focus: 'center',
    trimSpace: 'move',
    label: T.thumbnails(),
    i18n,
  };
  const togglePlay = () => {
    const autoplay = main.current?.splide?.Components.Autoplay;
    if (!autoplay) return;
    if (autoplay.isPaused()) autoplay.play();
    else autoplay.pause();
  };

  return (
    <>
      <div className="lightbox__bar">
        <p className="lightbox__counter" aria-live="polite" aria-atomic="true">
          {LL.DETAIL.photoOf({ index: index + 1, total })}
        </p>
        {total > 1 && (
          <button type="button" className="lightbox__button" onClick={togglePlay} aria-pressed={playing}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              {playing ? (
                <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
              ) : (
                <path d="M8 5l11 7-11 7z" fill="currentColor" />
              )}
            </svg>
            <span className="lightbox__button-text">{playing ? T.pause() : T.play()}</span>
          </button>
        )}
        <button
          ref={closeButton}
          type="button"
          className="lightbox__button lightbox__close"
          onClick={() => dialog.close()}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className="lightbox__button-text">{T.close()}</span>
        </button>
      </div>
      <Splide
        ref={main}
        className="lightbox__main"
        options={mainOptions}
        onMove={(_s: unknown, next: number) => setIndex(next)}
        onAutoplayPlay={() => setPlaying(true)}
        onAutoplayPause={() => setPlaying(false)}
      >
        {photos.map((photo, i) => (
          <SplideSlide key={photo.ID} className="lightbox__slide">
            <img
              data-splide-lazy={pictureUrl(photo, 1360)}
              data-splide-lazy-srcset={lightboxSrcSet(photo)}
              sizes={LIGHTBOX_SIZES}
              alt={LL.DETAIL.photoOf({ index: i + 1, total })}
              width={1360}
              height={1020}
              decoding="async"
            />
          </SplideSlide>
        ))}
      </Splide>
      {total > 1 && (
        <Splide ref={thumbs} className="lightbox__thumbs" options={thumbOptions}>
          {photos.map((photo, i) => (
            <SplideSlide key={photo.ID} className="lightbox__thumb">
              <img
                src={pictureUrl(photo, THUMB_SIZE)}
                alt={LL.DETAIL.photoOf({ index: i + 1, total })}
                width={THUMB_SIZE}
                height={THUMB_SIZE}
                loading="lazy"
                decoding="async"
              />
            </SplideSlide>
          ))}
        </Splide>
      )}
    </>
  );
}
