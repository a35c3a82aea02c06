import { useText } from '../../lib/i18n';
import { useShopTexts } from '../../lib/i18n/use-shop-texts';
import { useReachableWhenVisible } from './use-reachable';

/** A drawn stand-in for the map: a few streets and a pin. It is what shows offline, and under the live map. */
function StaticMap() {
  return (
    <svg className="map-card__static" viewBox="0 0 400 240" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="400" height="240" fill="#e8efe4" />
      <rect x="250" y="0" width="150" height="90" fill="#d6e6cf" />
      <rect x="0" y="170" width="120" height="70" fill="#d6e6cf" />
      <g stroke="#fff" strokeLinecap="round">
        <path d="M-10 130 L410 100" strokeWidth="14" />
        <path d="M170 -10 L210 250" strokeWidth="12" />
        <path d="M-10 40 L400 200" strokeWidth="6" />
        <path d="M300 -10 L320 250" strokeWidth="6" />
        <path d="M60 -10 L90 250" strokeWidth="5" />
      </g>
      <text x="228" y="96" fontSize="11" fill="#6b6259" transform="rotate(-4 228 96)">
        Ward Place
      </text>
      <g transform="translate(200 116) scale(0.6)">
        <path d="M0 0 C-14 -18 -16 -26 -16 -32 A16 16 0 0 1 16 -32 C16 -26 14 -18 0 0 Z" fill="#1f3d2b" />
        <circle cy="-32" r="6" fill="#c8963e" />
      </g>
    </svg>
  );
}

/** The contact page's map: the OpenStreetMap embed when it can be reached, else the drawn map; the address always shows. */
export function MapCard() {
  const text = useText();
  const { contact } = useShopTexts();
  const { ref, reachable } = useReachableWhenVisible<HTMLDivElement>(contact.map.embedUrl);
  return (
    <section className="map-card" aria-labelledby="map-title">
      <h2 id="map-title">{text('map.title')}</h2>
      <div className="map-card__frame" ref={ref}>
        <StaticMap />
        {reachable && (
          <iframe
            className="map-card__live"
            title={text('map.frame', { address: contact.address.oneLine })}
            src={contact.map.embedUrl}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        )}
      </div>
      <p className="map-card__address">
        <span>{contact.address.oneLine}</span>{' '}
        <a href={contact.map.linkUrl} target="_blank" rel="noopener noreferrer">
          {text('map.open')}
        </a>
      </p>
    </section>
  );
}
