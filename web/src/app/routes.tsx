import { Navigate, type RouteObject } from 'react-router-dom';
import { CATEGORIES } from '../../../shared/rules/catalogue';
import { RequireRole } from './guards';
import { ErrorPage } from './ErrorPage';
import { CustomerLayout } from './layouts/CustomerLayout';
import { lazyPage } from './lazy-page';
import { RootFrame } from './RootFrame';

const HomePage = lazyPage(() => import('../features/home/HomePage'));
const AboutPage = lazyPage(() => import('../features/content/AboutPage'));
const ContactPage = lazyPage(() => import('../features/content/ContactPage'));
const PolicyPage = lazyPage(() => import('../features/content/PolicyPage'));
const ProductPage = lazyPage(() => import('../features/product/ProductPage'));
const CategoryPage = lazyPage(() => import('../features/catalog/CategoryPage'));
const SearchPage = lazyPage(() => import('../features/search/SearchPage'));
const SignInPage = lazyPage(() => import('../features/auth/SignInPage'), { areaTexts: true });
const CartPage = lazyPage(() => import('../features/cart/CartPage'), { areaTexts: true });
const WishlistPage = lazyPage(() => import('../features/wishlist/WishlistPage'), { areaTexts: true });
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'), { areaTexts: true });
const OrdersPage = lazyPage(() => import('../features/orders/OrdersPage'), { areaTexts: true });
const ConfirmOrderPage = lazyPage(() => import('../features/confirm-order/ConfirmOrderPage'), { areaTexts: true });
const UnsubscribePage = lazyPage(() => import('../features/unsubscribe/UnsubscribePage'), { areaTexts: true });
const RestoreCartPage = lazyPage(() => import('../features/cart/RestoreCartPage'), { areaTexts: true });
const OrderLinkPage = lazyPage(() => import('../features/orders/OrderLinkPage'), { areaTexts: true });
const FindOrderPage = lazyPage(() => import('../features/orders/FindOrderPage'), { areaTexts: true });
const AdminLayout = lazyPage(() => import('../features/admin/layout/AdminLayout'), { areaTexts: true });
const DashboardPage = lazyPage(() => import('../features/admin/dashboard/DashboardPage'), { areaTexts: true });
const AdminProductsPage = lazyPage(() => import('../features/admin/products/ProductsPage'), { areaTexts: true });
const ProductFormPage = lazyPage(() => import('../features/admin/products/ProductFormPage'), { areaTexts: true });
const AdminOrdersPage = lazyPage(() => import('../features/admin/orders/OrdersPage'), { areaTexts: true });
const AdminOrderPage = lazyPage(() => import('../features/admin/orders/OrderPage'), { areaTexts: true });
const OrderHistoryPage = lazyPage(() => import('../features/admin/orders/OrderHistoryPage'), { areaTexts: true });
const UsersPage = lazyPage(() => import('../features/admin/users/UsersPage'), { areaTexts: true });
const StaffPage = lazyPage(() => import('../features/admin/staff/StaffPage'), { areaTexts: true });
const AdminReviewsPage = lazyPage(() => import('../features/admin/reviews/ReviewsPage'), { areaTexts: true });
const DiscountCodesPage = lazyPage(() => import('../features/admin/discount-codes/DiscountCodesPage'), {
  areaTexts: true,
});
const DiscountCodePage = lazyPage(() => import('../features/admin/discount-codes/DiscountCodePage'), {
  areaTexts: true,
});
const AdminReturnsPage = lazyPage(() => import('../features/admin/returns/ReturnsPage'), { areaTexts: true });
const AdminReturnPage = lazyPage(() => import('../features/admin/returns/ReturnPage'), { areaTexts: true });

/**
 * The SPA's route table: SPEC section 2, plus /search (docs/decisions/0006) and /admin/orders/{id} (decision 0039). The browser's router and the server
 * render of the public pages (prerender/render-page.tsx) both use it.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/signin', element: <SignInPage /> },
      {
        element: <CustomerLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/product/:id', element: <ProductPage /> },
          { path: '/search', element: <SearchPage /> },
          ...CATEGORIES.map((category) => ({
            path: `/${category.toLowerCase()}`,
            element: <CategoryPage category={category} />,
          })),
          { path: '/return-policy', element: <PolicyPage path="/return-policy" /> },
          { path: '/privacy-policy', element: <PolicyPage path="/privacy-policy" /> },
          { path: '/terms-conditions', element: <PolicyPage path="/terms-conditions" /> },
          // The SMS link of a cash order to confirm (issue 31): public, the token is the proof.
          { path: '/confirm/:token', element: <ConfirmOrderPage /> },
          // A marketing message's stop link (issue 33): public, the signed token names the person and the channel.
          { path: '/unsubscribe', element: <UnsubscribePage /> },
          // A cart reminder's link (issue 33): public, the signed token names the cart.
          { path: '/cart/restore/:token', element: <RestoreCartPage /> },
          // A guest's order by its link, and the way to get the link again (issue 32): public, the token is the proof.
          { path: '/order/:orderNumber', element: <OrderLinkPage /> },
          { path: '/find-order', element: <FindOrderPage /> },
          // The cart opens signed out too: it is then kept in the browser (issue 32).
          {
            element: <RequireRole page="customerArea" openSignedOut />,
            children: [{ path: '/cart', element: <CartPage /> }],
          },
          {
            element: <RequireRole page="customerArea" />,
            children: [
              { path: '/wishlist', element: <WishlistPage /> },
              { path: '/profile', element: <ProfilePage /> },
              { path: '/orders', element: <OrdersPage /> },
            ],
          },
        ],
      },
      {
        path: '/admin',
        element: (
          <RequireRole page="backOffice">
            <AdminLayout />
          </RequireRole>
        ),
        children: [
          {
            index: true,
            element: (
              <RequireRole page="dashboard">
                <DashboardPage />
              </RequireRole>
            ),
          },
          {
            path: 'users',
            element: (
              <RequireRole page="adminOnly">
                <UsersPage />
              </RequireRole>
            ),
          },
          {
            path: 'staff',
            element: (
              <RequireRole page="adminOnly">
                <StaffPage />
              </RequireRole>
            ),
          },
          {
            path: 'products/add-new-product',
            element: (
              <RequireRole page="adminOnly">
                <ProductFormPage />
              </RequireRole>
            ),
          },
          { path: 'products', element: <AdminProductsPage /> },
          { path: 'products/:productId', element: <ProductFormPage /> },
          { path: 'orders', element: <AdminOrdersPage /> },
          { path: 'orders/:orderId', element: <AdminOrderPage /> },
          { path: 'order-history', element: <OrderHistoryPage /> },
          { path: 'reviews', element: <AdminReviewsPage /> },
          { path: 'discount-codes', element: <DiscountCodesPage /> },
          { path: 'discount-codes/:code', element: <DiscountCodePage /> },
          { path: 'returns', element: <AdminReturnsPage /> },
          { path: 'returns/:returnId', element: <AdminReturnPage /> },
          { path: '*', element: <Navigate to="/admin/orders" replace /> },
        ],
      },
      {
        path: '/staff',
        element: (
          <RequireRole page="staffHome">
            <Navigate to="/admin/orders" replace />
          </RequireRole>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
