import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/rules/languages';
import type { PlacedOrder } from '../../shared/api/orders';
import type { CartLine } from '../../web/src/features/cart/cart-line';
import { CartItems } from '../../web/src/features/cart/CartItems';
import { CheckoutForm } from '../../web/src/features/cart/CheckoutForm';
import { OrderComplete } from '../../web/src/features/cart/OrderComplete';
import { OrderSummary } from '../../web/src/features/cart/OrderSummary';
import { billingFromProfile } from '../../web/src/features/account';
import { LanguageProvider } from '../../web/src/lib/i18n';
import { ToastContainer } from '../../web/src/components/toasts';
import { checkoutMethodsQueryOptions } from '../../web/src/features/payments/api/get-checkout-methods';
import { kokoOfferQueryOptions } from '../../web/src/features/payments/methods/koko/api/get-koko-offer';
import { testQueryClient, WithQueryClient } from './support/query-client';

/** Issue 34: the cart and checkout in the page's language; prices in its own form (LKR in si-LK is "රු. 12,345.50"). */
afterEach(cleanup);

const NBSP = '\u00a0';

const inLanguage = (language: Language, ui: React.ReactNode) =>
  render(
    <MemoryRouter>
      <LanguageProvider language={language}>{ui}</LanguageProvider>
    </MemoryRouter>,
  );

const row = (label: string) => within(screen.getByText(label).parentElement!).getByRole('definition').textContent;

const line = (stock: number): CartLine => ({
  id: 7,
  product_id: 7,
  variant_id: null,
  variant: null,
  quantity: 2,
  total_price: 24691,
  product: {
    id: 7,
    name: 'Sandalwood Beard Oil',
    price: 12345.5,
    discount: 0,
    stock,
    category: 'Beard',
    description: '',
    image: null,
  },
});

describe('the cart in Sinhala and Tamil', () => {
  it("gives the totals in si-LK's form and Sinhala words", () => {
    inLanguage(
      'si',
      <OrderSummary totals={{ goods: 12345.5, code: 'MOVEMBER', codeAmount: 480, total: 11865.5 }} shipping={350} />,
    );
    expect(row('උප එකතුව')).toBe(`රු.${NBSP}12,345.50`);
    expect(row('වට්ටම (MOVEMBER)')).toBe(`−රු.${NBSP}480.00`);
    expect(row('බෙදාහැරීමේ ගාස්තුව')).toBe(`රු.${NBSP}350.00`);
    expect(row('මුළු මුදල')).toBe(`රු.${NBSP}12,215.50`);
    expect(screen.queryByText(/LKR|Subtotal|Total/)).toBeNull();
  });

  it("gives a line's price, its stock note and its buttons in Tamil, the price in ta-LK's form", () => {
    inLanguage('ta', <CartItems lines={[line(3)]} busyLine={null} onQuantity={() => {}} onRemove={() => {}} />);
    expect(document.querySelector('.cart-line__price')?.textContent).toBe(`Rs.${NBSP}12,345.50`);
    expect(document.querySelector('.cart-line__subtotal')?.textContent).toBe(`துணைத் தொகை Rs.${NBSP}24,691.00`);
    expect(screen.getByText('3 மட்டுமே உள்ளன')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sandalwood Beard Oil எண்ணிக்கை' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sandalwood Beard Oil நீக்கு' }).textContent).toBe('× நீக்கு');
    expect(screen.getByRole('button', { name: 'எண்ணிக்கையைக் கூட்ட' })).toBeTruthy();
  });

  it('keeps English word for word without a provider', () => {
    render(<CartItems lines={[line(3)]} busyLine={null} onQuantity={() => {}} onRemove={() => {}} />);
    expect(screen.getByText('LKR 12,345.50')).toBeTruthy();
    expect(screen.getByText('Only (3 available)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Sandalwood Beard Oil' }).textContent).toBe('× Remove');
  });
});

describe('checkout and Order complete in Sinhala', () => {
  it("checks the billing fields in the web's own Sinhala words", () => {
    // Every way to pay offered, KOKO's range already read (as checkout-form.test.tsx sets them).
    const client = testQueryClient();
    client.setQueryData(kokoOfferQueryOptions().queryKey, { min_amount: 0, max_amount: 0 });
    client.setQueryData(checkoutMethodsQueryOptions(null, '').queryKey, {
      methods: ['COD', 'CARD', 'KOKO', 'BANK_TRANSFER'],
      withheld: [],
    });
    render(
      <WithQueryClient client={client}>
        <LanguageProvider language="si">
          <CheckoutForm
            lines={[line(10)]}
            totals={{ goods: 24691, code: null, codeAmount: 0, total: 24691 }}
            initial={billingFromProfile(null, 'phone')}
            sending={false}
            onBack={() => {}}
            onPay={() => {}}
            now={new Date('2026-12-02T05:00:00Z')}
          />
        </LanguageProvider>
        <ToastContainer />
      </WithQueryClient>,
    );
    const form = screen.getByRole('form', { name: 'මිලදී ගැනීමේ විස්තර' });
    fireEvent.click(within(form).getByRole('button', { name: 'දැන් ගෙවන්න' }));
    expect(screen.getByText('කරුණාකර අවශ්‍ය සියලු බිල්පත් තොරතුරු පුරවන්න.')).toBeTruthy();
    expect(screen.getByText('මුල් නම අවශ්‍යයි.')).toBeTruthy();
    expect(screen.getByText('නගරය අවශ්‍යයි.')).toBeTruthy();
    expect(within(form).getByLabelText('මුල් නම *')).toBeTruthy();
    expect(within(form).getByRole('radio', { name: 'භාණ්ඩ ලැබෙන විට මුදලින් ගෙවීම' })).toBeTruthy();
    // Five days on, named by si-LK's calendar (December is උඳුවප්).
    expect(form.querySelector('.checkout-arrival')?.textContent).toBe('උඳුවප් 7 සඳුදා වන විට ලැබේ');
    expect(form.textContent).not.toMatch(/Pay Now|Billing details|required|Arrives by/);
  });

  it("says a guest's bank transfer, its total and where to upload the slip in Sinhala", () => {
    const order = { id: 12, order_number: 'ORD-000012', total: 2450, payment_method: 'BANK_TRANSFER' } as PlacedOrder;
    inLanguage(
      'si',
      <OrderComplete
        order={order}
        method="BANK_TRANSFER"
        lines={[]}
        orderLink="/order/ORD-000012?t=x"
        onGoShopping={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: 'ඇණවුම සම්පූර්ණයි' })).toBeTruthy();
    expect(screen.getByText(/රිසිට්පත ඔබගේ ඇණවුමේ පිටුවට උඩුගත කරන්න\.$/)).toBeTruthy();
    expect(row('මුළු මුදල')).toBe(`රු.${NBSP}2,450.00`);
    expect(screen.getByRole('link', { name: '/order/ORD-000012?t=x' }).getAttribute('href')).toBe(
      '/order/ORD-000012?t=x',
    );
  });
});
