import { Link } from 'react-router-dom';
import { brand } from '../../../../shared/brand';
import { socialLinks } from '../../../../shared/content/social-links';
import { useText, type MessageId } from '../../lib/i18n';

const FOOTER_LINKS: { to: string; label: MessageId }[] = [
  { to: '/', label: 'footer.home' },
  { to: '/about', label: 'footer.about' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/find-order', label: 'footer.findOrder' },
  { to: '/hair', label: 'category.Hair' },
  { to: '/beard', label: 'category.Beard' },
  { to: '/apparel', label: 'category.Apparel' },
  { to: '/accessories', label: 'category.Accessories' },
  { to: '/return-policy', label: 'footer.returnPolicy' },
  { to: '/privacy-policy', label: 'footer.privacyPolicy' },
  { to: '/terms-conditions', label: 'footer.terms' },
];

export function Footer() {
  const text = useText();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__brand">{brand.fullName}</p>
          <p className="site-footer__tagline">{text('footer.tagline')}</p>
        </div>
        <nav aria-label={text('footer.label')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{text(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="site-footer__social" aria-label={text('footer.social')}>
          {socialLinks.map((s) => (
            <li key={s.id}>
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="site-footer__copy">
        © {new Date().getFullYear()} {brand.fullName} · {text('footer.prices')}
      </p>
    </footer>
  );
}
