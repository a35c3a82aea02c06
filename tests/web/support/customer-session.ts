import { useSession } from '../../../web/src/lib/session';

/** The token a component test's stubbed API accepts for the signed-in customer below. */
export const CUSTOMER_TOKEN = 'customer-token';

/** Signs a test customer in as the app's session store does after a sign-in (token stored and in the store). */
export function signInTestCustomer(): void {
  localStorage.setItem('token', CUSTOMER_TOKEN);
  useSession.setState({
    token: CUSTOMER_TOKEN,
    user: { name: 'Kasun', email: 'k@example.lk', user_type: 'customer' },
    loading: false,
  });
}

/** Forgets the session a test left, so the next test starts signed out. */
export function signOutTestCustomer(): void {
  localStorage.clear();
  useSession.setState({ token: null, user: null, loading: false });
}
