import { useText } from '../../../lib/i18n';
import { useShopTexts } from '../../../lib/i18n/use-shop-texts';

/** The brand's promises in one line under the hero: shipping to 10+ countries, warranty, support, the November cause. */
export function ClaimsStrip() {
  const { claims } = useShopTexts();
  const text = useText();
  return (
    <ul className="claims-strip" aria-label={text('home.promises')}>
      {claims.map((c) => (
        <li key={c.id} title={c.text}>
          {c.label}
        </li>
      ))}
    </ul>
  );
}
