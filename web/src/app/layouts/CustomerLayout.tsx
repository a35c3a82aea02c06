import { Outlet } from 'react-router-dom';
import { ToastContainer } from '../../components/toasts';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import './customer-layout.css';

/** Header, page, footer: every storefront and customer-area page. */
export function CustomerLayout() {
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
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
