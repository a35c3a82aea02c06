import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useCartUnits } from '../../features/cart';
import { useSession } from '../../lib/session';
import { Logo } from '../../components/Logo';
import { UserMenu } from './UserMenu';

const SHOP_LINKS = [
  { to: '/beard', label: 'BEARD' },
  { to: '/hair', label: 'HAIR' },
  { to: '/accessories', label: 'ACCESSORIES' },
  { to: '/apparel', label: 'APPAREL' },
  { to: '/contact', label: 'CONTACT' },
  { to: '/about', label: 'ABOUT' },
];

/** The cart opens signed out too (issue 32); the wishlist needs an account. */
const CART_LINK = { to: '/cart', label: 'CART' };
const SIGNED_IN_LINKS = [CART_LINK, { to: '/wishlist', label: 'WISHLIST' }];

/** The storefront's navigation bar; on a phone the links fold into a menu button. */
export function NavBar() {
  const user = useSession((s) => (s.token ? s.user : null));
  const [menuOpen, setMenuOpen] = useState(false);
  const cartCount = useCartUnits();
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
      <nav className="container nav" aria-label="Main" onKeyDown={closeOnEscape}>
        <Logo />
        <button
          ref={burger}
          type="button"
          className="nav__burger"
          aria-expanded={menuOpen}
          aria-controls="nav-links"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="visually-hidden">Menu</span>
          <span aria-hidden="true">☰</span>
        </button>
        <ul id="nav-links" className={`nav__links${menuOpen ? ' nav__links--open' : ''}`}>
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to}>
                {l.label}
                {l.to === '/cart' && cartCount ? (
                  <span className="nav__badge">
                    <span aria-hidden="true">{cartCount}</span>
                    <span className="visually-hidden">, {cartCount === 1 ? '1 item' : `${cartCount} items`}</span>
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
              SIGN IN
            </NavLink>
          )}
        </div>
      </nav>
    </header>
  );
}
