import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useCartUnits } from '../../features/cart';
import { useSession } from '../../lib/session';
import { Logo } from '../../components/Logo';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useText, type MessageId } from '../../lib/i18n';
import { UserMenu } from './UserMenu';

const SHOP_LINKS: { to: string; label: MessageId }[] = [
  { to: '/beard', label: 'nav.beard' },
  { to: '/hair', label: 'nav.hair' },
  { to: '/accessories', label: 'nav.accessories' },
  { to: '/apparel', label: 'nav.apparel' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/about', label: 'nav.about' },
];

/** The cart opens signed out too (issue 32); the wishlist needs an account. */
const CART_LINK = { to: '/cart', label: 'nav.cart' } as const;
const SIGNED_IN_LINKS = [CART_LINK, { to: '/wishlist', label: 'nav.wishlist' } as const];

/** The storefront's navigation bar; on a phone the links fold into a menu button. */
export function NavBar() {
  const user = useSession((s) => (s.token ? s.user : null));
  const [menuOpen, setMenuOpen] = useState(false);
  const cartCount = useCartUnits();
  const text = useText();
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const links = user ? [...SHOP_LINKS, ...SIGNED_IN_LINKS] : [...SHOP_LINKS, CART_LINK];
  const burger = useRef<HTMLButtonElement>(null);
  // Escape folds the phone menu back and returns focus to its button, like any other disclosure.
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    burger.current?.focus();
  };

  return (
    <header className="site-header">
      <LanguageSwitch />
      <nav className="container nav" aria-label={text('nav.label')} onKeyDown={closeOnEscape}>
        <Logo />
        <button
          ref={burger}
          type="button"
          className="nav__burger"
          aria-expanded={menuOpen}
          aria-controls="nav-links"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="visually-hidden">{text('nav.menu')}</span>
          <span aria-hidden="true">☰</span>
        </button>
        <ul id="nav-links" className={`nav__links${menuOpen ? ' nav__links--open' : ''}`}>
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to}>
                {text(l.label)}
                {l.to === '/cart' && cartCount ? (
                  <span className="nav__badge">
                    <span aria-hidden="true">{cartCount}</span>
                    <span className="visually-hidden">, {text('nav.cartUnits', { count: cartCount })}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
          {user && (
            <li className="nav__mobile-name" aria-hidden="true">
              {user.name.toUpperCase()}
            </li>
          )}
        </ul>
        <div className="nav__account">
          {user ? (
            <UserMenu user={user} />
          ) : (
            <NavLink to="/signin" className="btn btn--small">
              {text('nav.signIn')}
            </NavLink>
          )}
        </div>
      </nav>
    </header>
  );
}
