import type { Paragraphs } from '../../../../shared/content/brand-content';
import { useText } from '../../lib/i18n';
import { useShopTexts } from '../../lib/i18n/use-shop-texts';
import { usePageTitle } from '../../lib/use-page-title';
import './content.css';

function Block({ block, className }: { block: Paragraphs; className: string }) {
  return (
    <section className={className}>
      <h2>{block.title}</h2>
      {block.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </section>
  );
}

/** About (SPEC): founder story, vision and mission, all from the brand content module. */
export default function AboutPage() {
  const text = useText();
  const { founderStory, vision, mission } = useShopTexts();
  usePageTitle(text('about.tab'));
  return (
    <div className="container page about">
      <h1 className="page-title">{text('about.title')}</h1>
      <Block block={founderStory} className="about__story" />
      <div className="about__pillars">
        <Block block={vision} className="about__card" />
        <Block block={mission} className="about__card" />
      </div>
    </div>
  );
}
