import type { Testimonial } from '../../../../../shared/content/brand-content';

/** One testimonial: quote, author, portrait and, when given, the author's position. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card">
      <blockquote className="testimonial-card__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial-card__author">
        {/* The name sits next to the portrait, so the picture needs no text of its own. */}
        <img
          src={testimonial.image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="testimonial-card__image"
        />
        <span>
          <span className="testimonial-card__name">{testimonial.author}</span>
          {testimonial.position && <span className="testimonial-card__position">{testimonial.position}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
