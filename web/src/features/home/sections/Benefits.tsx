import type { Benefit } from '../../../../../shared/content/brand-content';
import { useText } from '../../../lib/i18n';
import { useShopTexts } from '../../../lib/i18n/use-shop-texts';

/** Simple line icons, drawn here so no icon library is needed. */
const ICONS: Record<Benefit['id'], string> = {
  quality: 'M12 2l2.9 6.2 6.8.8-5 4.7 1.3 6.7L12 17.1 6 20.4l1.3-6.7-5-4.7 6.8-.8z',
  warranty: 'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zM8.5 12l2.5 2.5 4.5-5',
  support: 'M4 13v-1a8 8 0 0116 0v1M4 13h3v6H5a1 1 0 01-1-1zM20 13h-3v6h2a1 1 0 001-1z',
};

/** The three benefits of SPEC: High Quality, Warranty over 2 years, 24/7 support. */
export function Benefits() {
  const { benefits } = useShopTexts();
  const text = useText();
  return (
    <section className="benefits" aria-label={text('home.whyKesara')}>
      <ul className="container benefits__list">
        {benefits.map((b) => (
          <li key={b.id} className="benefit">
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" className="benefit__icon">
              <path
                d={ICONS[b.id]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
                strokeLinecap="round"
              />
            </svg>
            <h3 className="benefit__title">{b.title}</h3>
            <p className="benefit__text">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
