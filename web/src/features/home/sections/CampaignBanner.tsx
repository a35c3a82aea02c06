import { Link } from 'react-router-dom';
import { useShopTexts } from '../../../lib/i18n/use-shop-texts';

/** The November beard-oil campaign for a cancer-support cause. */
export function CampaignBanner() {
  const { campaign } = useShopTexts();
  return (
    <section className="campaign container" aria-labelledby="campaign-title">
      <div className="campaign__box">
        <h2 id="campaign-title" className="campaign__title">
          {campaign.title}
        </h2>
        <p>{campaign.text}</p>
        <Link to={campaign.ctaPath} className="btn btn--accent">
          {campaign.ctaLabel}
        </Link>
      </div>
    </section>
  );
}
