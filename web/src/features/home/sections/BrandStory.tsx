import { Link } from 'react-router-dom';
import { useText } from '../../../lib/i18n';
import { useShopTexts } from '../../../lib/i18n/use-shop-texts';

export function BrandStory() {
  const { brandStory } = useShopTexts();
  const text = useText();
  return (
    <section className="brand-story container" aria-labelledby="brand-story-title">
      <h2 id="brand-story-title" className="home-section-title">
        {brandStory.title}
      </h2>
      {brandStory.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <Link to="/about" className="btn btn--ghost">
        {text('home.readMore')}
      </Link>
    </section>
  );
}
