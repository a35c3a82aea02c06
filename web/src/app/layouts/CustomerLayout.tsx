import { Outlet } from 'react-router-dom';
import { ToastContainer } from '../../components/toasts';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { useText } from '../../lib/i18n';
import './customer-layout.css';

/** Header, page, footer: every storefront and customer-area page. */
export function CustomerLayout() {
  const text = useText();
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        {text('layout.skip')}
      </a>
      <NavBar />
      <main id="main" className="shell__main">
        <Outlet />
      </main>
      <Footer />
      <ToastContainer />
    </div>
  );
}
