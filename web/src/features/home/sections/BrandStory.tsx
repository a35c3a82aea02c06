import { Link } from 'react-router-dom';
import { brandStory } from '../../../../../shared/content/brand-content';

export function BrandStory() {
  return (
    <section className="brand-story container" aria-labelledby="brand-story-title">
      <h2 id="brand-story-title" className="home-section-title">
        {brandStory.title}
      </h2>
      {brandStory.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <Link to="/about" className="btn btn--ghost">
        Read more about us
      </Link>
    </section>
  );
}
