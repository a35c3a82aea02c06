import { useEffect, useState, type KeyboardEvent } from 'react';
import { useText } from '../../lib/i18n';
import { IMAGE_SLOTS } from '../../components/image-slots';
import { ProductImage } from '../../components/ProductImage';
import { useSwipe } from '../../components/use-swipe';

interface Props {
  name: string;
  images: Array<{ id: number; path: string }>;
  /** A picture to turn to when it changes: the chosen variant's (issue 20). */
  shownImageId?: number | null;
}

/**
 * The product's pictures (contract 6.11): previous/next wrap at both ends, thumbnails only when there is more
 * than one picture. Left and right arrow keys move through them while focus is inside the gallery, and a finger
 * swipes through them on a phone.
 */
export function Gallery({ name, images, shownImageId }: Props) {
  const [index, setIndex] = useState(0);
  const text = useText();
  const count = images.length;
  useEffect(() => {
    const at = images.findIndex((image) => image.id === shownImageId);
    if (at >= 0) setIndex(at);
    // Only when the variant changes: a refetch of the same images must not undo the shopper's own browsing.
  }, [shownImageId]);
  const current = Math.min(index, count - 1);
  const go = (to: number) => setIndex(((to % count) + count) % count);
  const swipe = useSwipe(
    () => go(current + 1),
    () => go(current - 1),
  );
  if (count === 0) {
    return (
      <div className="pp-gallery">
        <div
          className="pp-gallery__stage pp-gallery__stage--empty"
          role="img"
          aria-label={text('gallery.none', { name })}
        >
          {name.charAt(0)}
        </div>
      </div>
    );
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === 'ArrowLeft') go(current - 1);
    else if (e.key === 'ArrowRight') go(current + 1);
    else return;
    e.preventDefault();
  };

  return (
    <section
      className="pp-gallery"
      aria-roledescription="gallery"
      aria-label={text('gallery.label', { name })}
      onKeyDown={onKeyDown}
    >
      <div className="pp-gallery__stage" {...swipe}>
        <ProductImage
          src={images[current].path}
          sizes={IMAGE_SLOTS.productGallery}
          alt={text('gallery.picture', { name, index: current + 1, count })}
          width={720}
          height={720}
          fetchPriority="high"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="pp-gallery__arrow pp-gallery__arrow--prev"
              data-early-presses="each"
              aria-label={text('gallery.previous')}
              onClick={() => go(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="pp-gallery__arrow pp-gallery__arrow--next"
              data-early-presses="each"
              aria-label={text('gallery.next')}
              onClick={() => go(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className="pp-gallery__counter" aria-live="polite">
              {current + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="pp-gallery__thumbs" aria-label={text('gallery.choose')}>
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className="pp-gallery__thumb"
                aria-label={text('gallery.show', { index: i + 1, count })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <ProductImage
                  src={image.path}
                  sizes="96px"
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
