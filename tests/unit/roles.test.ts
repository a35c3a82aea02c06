import { describe, expect, it } from 'vitest';
import { afterSignIn, homeOfRole, roleMayOpen, roleMayOpenPage } from '../../web/src/lib/roles';

describe('where a role lands after sign-in', () => {
  it('sends each role to its home (SPEC section 2)', () => {
    expect(homeOfRole('admin')).toBe('/admin');
    expect(homeOfRole('staff')).toBe('/admin/orders');
    expect(homeOfRole('customer')).toBe('/');
    expect(homeOfRole('something-else')).toBe('/');
  });

  it('honours a remembered page only when the role may open it', () => {
    expect(afterSignIn('customer', '/cart')).toBe('/cart');
    expect(afterSignIn('staff', '/admin/products')).toBe('/admin/products');
    expect(afterSignIn('staff', '/admin')).toBe('/admin/orders');
    expect(afterSignIn('staff', '/admin/users')).toBe('/admin/orders');
    expect(afterSignIn('admin', '/cart')).toBe('/admin');
    expect(afterSignIn('customer', '/admin/orders')).toBe('/');
    expect(afterSignIn('admin', undefined)).toBe('/admin');
  });

  it('never leaves the site: only a path with one leading slash is honoured', () => {
    for (const away of [
      '//evil.example/cart',
      '/\\evil.example/cart',
      'https://evil.example/cart',
      'javascript:alert(1)',
      '/\t/evil.example',
      'cart',
    ]) {
      expect(afterSignIn('customer', away), away).toBe('/');
    }
    expect(afterSignIn('customer', '/product/3?x=1')).toBe('/product/3?x=1');
  });

  it('lets everyone open the storefront', () => {
    expect(roleMayOpen('staff', '/beard')).toBe(true);
    expect(roleMayOpen('customer', '/product/3')).toBe(true);
  });

  it('the guards and the sign-in redirect read one table: a page name and its paths agree', () => {
    expect(roleMayOpenPage('staff', 'backOffice')).toBe(roleMayOpen('staff', '/admin/orders'));
    expect(roleMayOpenPage('staff', 'adminOnly')).toBe(false);
    expect(roleMayOpen('staff', '/admin/staff')).toBe(false);
    expect(roleMayOpenPage('admin', 'dashboard')).toBe(true);
    expect(roleMayOpenPage('customer', 'customerArea')).toBe(roleMayOpen('customer', '/wishlist'));
    expect(roleMayOpenPage(undefined, 'customerArea')).toBe(false);
    expect(roleMayOpenPage('admin', 'staffHome')).toBe(false);
  });
});
