import { Link } from 'react-router-dom';
import { brand } from '../../../../shared/brand';
import { socialLinks } from '../../../../shared/content/social-links';

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/find-order', label: 'Find my order' },
  { to: '/hair', label: 'Hair' },
  { to: '/beard', label: 'Beard' },
  { to: '/apparel', label: 'Apparel' },
  { to: '/accessories', label: 'Accessories' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__brand">{brand.fullName}</p>
          <p className="site-footer__tagline">{brand.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="site-footer__social" aria-label="Social media">
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
        © {new Date().getFullYear()} {brand.fullName} · Prices in LKR
      </p>
    </footer>
  );
}
