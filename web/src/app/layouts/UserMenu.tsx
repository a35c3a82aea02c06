import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { avatarUrl, DEFAULT_AVATAR } from '../../lib/storage-url';
import { useSession, type SessionUser } from '../../lib/session';
import { useText } from '../../lib/i18n';

/** The signed-in user's menu: avatar and first name, My Profile, My Orders, Sign Out (SPEC section 2). */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  const text = useText();
  const ref = useRef<HTMLDivElement>(null);
  const firstName = (user.name.split(' ')[0] ?? '').toUpperCase();

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const onSignOut = async () => {
    setOpen(false);
    await signOut();
    navigate('/');
  };

  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="user-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <img
          className="avatar"
          src={avatarUrl(user.profile_picture)}
          alt=""
          width={32}
          height={32}
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR)) e.currentTarget.src = DEFAULT_AVATAR;
          }}
        />
        <span className="user-menu__name">{firstName}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="user-menu__list" role="menu">
          <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>
            {text('user.profile')}
          </Link>
          <Link role="menuitem" to="/orders" onClick={() => setOpen(false)}>
            {text('user.orders')}
          </Link>
          <button role="menuitem" type="button" onClick={onSignOut}>
            {text('user.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
