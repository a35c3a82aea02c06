import { useState, type FocusEvent } from 'react';
import type { Testimonial } from '../../../../../shared/content/brand-content';
import { useText } from '../../../lib/i18n';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { TestimonialCard } from './TestimonialCard';
import { AUTOPLAY_MS, useCarousel, visibleIndexes } from './use-carousel';
import './testimonials.css';

/** SPEC section 9: three cards at 768 px and wider, one below. */
export const WIDE_QUERY = '(min-width: 768px)';

function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return false;
  }
}

interface Props {
  items: Testimonial[];
  autoplayMs?: number;
  title?: string;
}

/**
 * The testimonial carousel: arrows, dots, swipe and autoplay (useCarousel). Autoplay waits while a mouse rests on it,
 * while it holds keyboard focus, when the visitor pressed Pause, and always for visitors who prefer reduced motion.
 */
export function TestimonialCarousel({ items, autoplayMs = AUTOPLAY_MS, title }: Props) {
  const text = useText();
  const perView = useMediaQuery(WIDE_QUERY) ? 3 : 1;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = reducedMotion || hovered || focused || stopped;
  const { index, next, prev, goTo, swipe } = useCarousel({ count: items.length, autoplayMs, paused });
  if (items.length === 0) return null;
  const shown = visibleIndexes(index, perView, items.length);

  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section className="testimonials" aria-roledescription="carousel" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title" className="home-section-title">
          {title ?? text('home.testimonials')}
        </h2>
        <div
          className="carousel"
          data-per-view={perView}
          onPointerEnter={(e) => setHovered(e.pointerType === 'mouse')}
          onPointerLeave={() => setHovered(false)}
          onFocus={(e) => setFocused(isKeyboardFocus(e.target))}
          onBlur={onBlur}
          {...swipe}
        >
          <button
            type="button"
            className="carousel__arrow"
            aria-label={text('home.previousTestimonial')}
            onClick={prev}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="carousel__track" aria-live={paused ? 'polite' : 'off'}>
            {shown.map((i) => (
              <div
                key={items[i].id}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={text('home.slide', { index: i + 1, count: items.length })}
              >
                <TestimonialCard testimonial={items[i]} />
              </div>
            ))}
          </div>
          <button type="button" className="carousel__arrow" aria-label={text('home.nextTestimonial')} onClick={next}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className="carousel__controls">
          <div className="carousel__dots" role="group" aria-label={text('home.chooseTestimonial')}>
            {items.map((t, i) => (
              <button
                key={t.id}
                type="button"
                className="carousel__dot"
                aria-label={text('home.showTestimonial', { index: i + 1, count: items.length })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          {!reducedMotion && autoplayMs > 0 && (
            <button type="button" className="carousel__pause" onClick={() => setStopped((s) => !s)}>
              {stopped ? text('home.resume') : text('home.pause')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
