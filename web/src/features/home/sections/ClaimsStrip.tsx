import { claims } from '../../../../../shared/content/brand-content';

/** The brand's promises in one line under the hero: shipping to 10+ countries, warranty, support, the November cause. */
export function ClaimsStrip() {
  return (
    <ul className="claims-strip" aria-label="Our promises">
      {claims.map((c) => (
        <li key={c.id} title={c.text}>
          {c.label}
        </li>
      ))}
    </ul>
  );
}
