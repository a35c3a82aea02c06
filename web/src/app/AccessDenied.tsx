import { useNavigate } from 'react-router-dom';
import { usePageShown } from './hydrated-mark';

/** Shown to a signed-in user whose role may not open the page (SPEC section 2, Guards). */
export function AccessDenied() {
  const navigate = useNavigate();
  usePageShown();
  return (
    <main className="denied">
      <h1>Access Denied</h1>
      <p>You don't have permission to access this page. This area is restricted to authorized users only.</p>
      <div className="denied__actions">
        <button type="button" className="btn btn--ghost" onClick={() => navigate(-1)}>
          Go Back
        </button>
        <button type="button" className="btn" onClick={() => navigate('/')}>
          Return to Home
        </button>
      </div>
    </main>
  );
}
