import { Link } from 'react-router-dom';
import { SearchBox } from '../../../components/SearchBox';
import { useShopTexts } from '../../../lib/i18n/use-shop-texts';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useAfterLoadAndFirstInput } from './use-after-first-input';
import './hero.css';

/**
 * The home hero. The poster is a plain image (the first paint and the page's largest); the looping video is added
 * once the page has loaded and the shopper has first pressed or scrolled, so it never becomes a later largest paint
 * (decision 0083), and never for visitors who prefer reduced motion, who keep the poster. The poster and the title
 * report their first paint (`elementtiming`), which the app's start waits for (web/public/start-app.js, decision 0106).
 */
export function Hero() {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const interacted = useAfterLoadAndFirstInput();
  const { hero } = useShopTexts();
  const { media } = hero;

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__media">
        <picture>
          <source media={media.narrowMedia} srcSet={media.narrowPoster} width={720} height={900} />
          <img
            src={media.poster}
            alt={media.alt}
            width={1600}
            height={900}
            fetchPriority="high"
            className="hero__poster"
            elementtiming="hero-picture"
          />
        </picture>
        {interacted && !reducedMotion && (
          <video
            className="hero__video"
            autoPlay
            muted
            loop
            playsInline
            preload="none"
            poster={media.poster}
            aria-hidden="true"
            tabIndex={-1}
          >
            <source src={media.webm} type="video/webm" />
            <source src={media.mp4} type="video/mp4" />
          </video>
        )}
      </div>
      <div className="hero__content container">
        <p className="hero__eyebrow">{hero.eyebrow}</p>
        <h1 id="hero-title" className="hero__title" elementtiming="hero-words">
          {hero.headline}
        </h1>
        <p className="hero__text">{hero.subheadline}</p>
        <SearchBox placeholder={hero.searchPlaceholder} className="hero__search" />
        <Link to={hero.ctaPath} className="btn hero__cta">
          {hero.ctaLabel}
        </Link>
      </div>
    </section>
  );
}
