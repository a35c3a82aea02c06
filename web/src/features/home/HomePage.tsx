import { useShopTexts } from '../../lib/i18n/use-shop-texts';
import { usePageTitle } from '../../lib/use-page-title';
import { FeaturedProducts } from './featured/FeaturedProducts';
import { Hero } from './hero/Hero';
import { Benefits } from './sections/Benefits';
import { BrandStory } from './sections/BrandStory';
import { CampaignBanner } from './sections/CampaignBanner';
import { ClaimsStrip } from './sections/ClaimsStrip';
import { TestimonialCarousel } from './testimonials/TestimonialCarousel';
import './home.css';

/** The home page (SPEC "Storefront screens"): hero with search, featured products, story, benefits, cause, testimonials. */
export default function HomePage() {
  usePageTitle();
  const { testimonials } = useShopTexts();
  return (
    <>
      <Hero />
      <ClaimsStrip />
      <FeaturedProducts />
      <BrandStory />
      <Benefits />
      <CampaignBanner />
      <TestimonialCarousel items={testimonials} />
    </>
  );
}
