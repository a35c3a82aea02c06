import { Outlet } from 'react-router-dom';
import { GuestCartMerge } from '../features/cart';
import { ScrollToTop } from './ScrollToTop';

/** What every page shares, whatever its layout. */
export function RootFrame() {
  return (
    <>
      <ScrollToTop />
      <GuestCartMerge />
      <Outlet />
    </>
  );
}
