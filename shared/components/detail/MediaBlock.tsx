/**
 * The video and the virtual tour of a property or project (docs/media.md), click to load:
 * the page first shows a poster drawn from the property's own photo (same origin) with a play
 * button naming the host; nothing is asked of YouTube, Vimeo, Facebook or the tour's host
 * (not even YouTube's thumbnail) until the visitor presses it. Then the player replaces the
 * poster: an iframe (youtube-nocookie.com, player.vimeo.com, Facebook's video plugin, the tour
 * itself; all in the CSP's frame-src) or a <video> for a file; a file browsers cannot play is a
 * link. URLs that match no known kind (shared/model/video.ts) show nothing.
 */
import { useState } from 'react';
import { detectMedia, type DetectedMedia } from '../../model/video';
import { pictureSrcSet, pictureUrl, type PictureItem } from '../../model/common';
import { useT } from '../../i18n/i18n';

function Player({ media, title }: { media: DetectedMedia; title: string }) {
  if (media.kind === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the agency's property videos come without caption files
      <video
        className="media-block__player"
        src={media.src}
        controls
        autoPlay
        playsInline
        preload="metadata"
        aria-label={title}
      />
    );
  }
  return (
    <iframe
      className="media-block__player"
      src={media.src}
      title={title}
      allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

function MediaItem({ media, name, photo }: { media: DetectedMedia; name: string; photo: PictureItem | undefined }) {
  const LL = useT();
  const E = LL.DETAIL.ENERGY_MEDIA;
  const [open, setOpen] = useState(false);
  const tour = media.category === 'tour';
  const heading = tour ? E.tourTitle() : E.videoTitle();
  const action = tour ? E.startTour() : E.playVideo();
  const title = tour ? E.tourFrame({ title: name }) : E.videoFrame({ title: name });
  const id = `media-${media.category}`;
  if (media.kind === 'file' && !media.playable) {
    return (
      <section className="detail-section media-block" aria-labelledby={id}>
        <h2 id={id} className="detail-section__title">
          {heading}
        </h2>
        <p>
          <a href={media.src} rel="noopener" target="_blank">
            {action}
          </a>
        </p>
      </section>
    );
  }
  return (
    <section className="detail-section media-block" aria-labelledby={id}>
      <h2 id={id} className="detail-section__title">
        {heading}
      </h2>
      <div className="media-block__frame" data-media={media.kind}>
        {open ? (
          <Player media={media} title={title} />
        ) : (
          <button
            type="button"
            className="media-block__poster"
            onClick={() => setOpen(true)}
            aria-describedby={`${id}-note`}
          >
            {photo && (
              <img
                src={pictureUrl(photo, 600)}
                srcSet={pictureSrcSet(photo)}
                sizes="(min-width: 1024px) 760px, 100vw"
                alt=""
                loading="lazy"
                decoding="async"
                width={800}
                height={450}
              />
            )}
            {/* The play (or tour) sign is the span's background (client/styles/detail.css), not an SVG's three elements */}
            <span className={`media-block__play${tour ? ' media-block__play--tour' : ''}`} aria-hidden="true" />
            <span className="media-block__label">{action}</span>
          </button>
        )}
      </div>
      {!open && (
        <p id={`${id}-note`} className="media-block__note">
          {E.loadsFrom({ host: media.host })}
        </p>
      )}
    </section>
  );
}

export function MediaBlock({
  videoUrl,
  tourUrl,
  name,
  photos,
}: {
  videoUrl: string | null;
  tourUrl: string | null;
  name: string;
  photos: PictureItem[];
}) {
  const items = [detectMedia(videoUrl), detectMedia(tourUrl)].filter((m): m is DetectedMedia => m !== null);
  // One video and one tour at most, whichever field carries them.
  const unique = items.filter((m, i) => items.findIndex((o) => o.category === m.category) === i);
  if (unique.length === 0) return null;
  return (
    <>
      {unique.map((media, i) => (
        <MediaItem
          key={media.category}
          media={media}
          name={name}
          photo={photos[(i + 1) % Math.max(photos.length, 1)] ?? photos[0]}
        />
      ))}
    </>
  );
}
