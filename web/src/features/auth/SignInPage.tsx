import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { hero } from '../../../../shared/content/brand-content';
import { Alert } from '../../components/Alert';
import { Logo } from '../../components/Logo';
import { useText } from '../../lib/i18n';
import { afterSignIn } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import './sign-in.css';

/** /signin: Sign In and Sign Up on one page, with the Forgot Password dialog (SPEC section 2). */
export default function SignInPage() {
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const [forgotOpen, setForgotOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  // The page that sent the shopper here, and the press to make there on return (opaque here; decision 0046).
  const { from: remembered, pending } = (location.state as { from?: string; pending?: unknown } | null) ?? {};
  const ended = useSession((s) => s.ended);
  const t = useText();

  return (
    <div className="auth">
      <aside className="auth__art" aria-hidden="true">
        {/* The hero's poster (WebP, 1,600 x 900); the panel is hidden on a phone, where the picture is not needed. */}
        <picture>
          <source media="(max-width: 820px)" srcSet="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
          <img src={hero.media.poster} alt="" width={1600} height={900} decoding="async" />
        </picture>
        <p className="auth__art-text">{t('footer.tagline')}</p>
      </aside>
      <main className="auth__panel">
        <Logo />
        <div className="auth__tabs" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'signin'}
            className={mode === 'signin' ? 'is-active' : ''}
            onClick={() => setMode('signin')}
          >
            {t('auth.signIn')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'signup'}
            className={mode === 'signup' ? 'is-active' : ''}
            onClick={() => setMode('signup')}
          >
            {t('auth.signUp')}
          </button>
        </div>
        <h1 className="auth__title">{mode === 'signin' ? t('auth.welcome') : t('auth.create')}</h1>
        {/* The server ended the session the page held (decision 0015): a press that led here is explained. */}
        {ended && mode === 'signin' && <Alert kind="info">{t('auth.sessionEnded')}</Alert>}
        {mode === 'signin' ? (
          <SignInForm
            onSignedIn={(user) => {
              const to = afterSignIn(user.user_type, remembered);
              navigate(to, { replace: true, state: pending && to === remembered ? { pending } : null });
            }}
            onForgot={() => setForgotOpen(true)}
          />
        ) : (
          <SignUpForm onRegistered={() => navigate('/dashboard', { replace: true })} />
        )}
        <p className="auth__switch">
          {mode === 'signin' ? t('auth.noAccount') : t('auth.haveAccount')}
          <button
            type="button"
            className="link-button"
            onClick={() => setMode(mode === 'signin' ? 'signup' : 'signin')}
          >
            {mode === 'signin' ? t('auth.signUp') : t('auth.signIn')}
          </button>
        </p>
        <p className="auth__switch">
          {t('auth.boughtAsGuest')}
          <Link to="/find-order">{t('auth.findOrder')}</Link>
        </p>
        <Link to="/" className="auth__home">
          {t('auth.backToShop')}
        </Link>
        <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      </main>
    </div>
  );
}
