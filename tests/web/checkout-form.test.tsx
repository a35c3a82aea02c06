import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '../../web/src/components/toasts';
import { billingFromProfile, type BillingValues } from '../../web/src/features/account';
import type { CartLine } from '../../web/src/features/cart/cart-line';
import { CheckoutForm } from '../../web/src/features/cart/CheckoutForm';
import { checkoutMethodsQueryOptions } from '../../web/src/features/payments/api/get-checkout-methods';
import { kokoOfferQueryOptions } from '../../web/src/features/payments/methods/koko/api/get-koko-offer';
import { testQueryClient, WithQueryClient } from './support/query-client';

afterEach(cleanup);

const lines: CartLine[] = [
  {
    id: 1,
    product_id: 3,
    variant_id: null,
    variant: null,
    quantity: 2,
    total_price: 4410,
    product: {
      id: 3,
      name: 'Beard Oil 30ml',
      price: 2450,
      discount: 10,
      stock: 5,
      category: 'Beard',
      description: '',
      image: null,
    },
  },
];

/** The server's totals of those lines (S2): 2 x 2450 at 10 % is 4410. */
const totals = { goods: 4410, code: null, codeAmount: 0, total: 4410 };

const filled: BillingValues = {
  first_name: 'Kasun',
  last_name: 'Perera',
  country: 'Sri Lanka',
  company: '',
  address: '12 Temple Rd',
  apartment: '',
  city: 'Kandy',
  state: 'Central',
  postal_code: '20000',
  phone: '0771234567',
};

/**
 * KOKO's range as the shop states it (GET /v2/koko/offer), already read, and every way to pay offered to the
 * customer (GET /v2/checkout/methods) with no phone yet and with the one filled in.
 */
const kokoRange = (min_amount: number, max_amount: number) => {
  const client = testQueryClient();
  client.setQueryData(kokoOfferQueryOptions().queryKey, { min_amount, max_amount });
  for (const phone of ['', '+94771234567'])
    client.setQueryData(checkoutMethodsQueryOptions(null, phone).queryKey, {
      methods: ['COD', 'CARD', 'KOKO', 'BANK_TRANSFER'],
      withheld: [],
    });
  return client;
};

function renderForm(initial: BillingValues, now = new Date(), client = kokoRange(0, 0), guest = false) {
  const onPay = vi.fn();
  render(
    <WithQueryClient client={client}>
      <CheckoutForm
        lines={lines}
        totals={totals}
        initial={initial}
        sending={false}
        onBack={() => {}}
        onPay={onPay}
        now={now}
        guest={guest}
      />
      <ToastContainer />
    </WithQueryClient>,
  );
  return onPay;
}

const payNow = () => fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

describe('checkout details form', () => {
  it('blocks an empty form with SPEC messages and the missing-information toast', () => {
    const fresh = billingFromProfile(null, 'phone');
    expect(fresh.country).toBe('Sri Lanka');
    const onPay = renderForm({ ...fresh, country: '' });
    payNow();
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByText('Please fill in all required billing information.')).toBeTruthy();
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Country/Region is required.',
      'Street address is required.',
      'City is required.',
      'State is required.',
      'Postal code is required.',
      'Phone number is required.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    // Company and apartment are optional.
    expect(screen.getAllByText(/is required\.$/)).toHaveLength(8);
    // The first wrong field gets the focus.
    expect(document.activeElement?.getAttribute('name')).toBe('first_name');
  });

  it('says "correctly" when everything is filled in but the city is not one of the 28', () => {
    const onPay = renderForm({ ...filled, city: 'colombo' });
    payNow();
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByText('Please fill in all required fields correctly.')).toBeTruthy();
    expect(screen.getByText('Please choose a city from the list.')).toBeTruthy();
  });

  it('sends the contract S8 body with the city rate, tax 0 and discount 0', () => {
    const onPay = renderForm({ ...filled, first_name: '  Kasun ' });
    expect(screen.getByText('LKR 350.00')).toBeTruthy();
    // The server's 4410, and the delivery fee of Kandy.
    expect(screen.getByText('LKR 4,760.00')).toBeTruthy();
    payNow();
    expect(onPay).toHaveBeenCalledWith(
      {
        payment_method: 'COD',
        ...filled,
        shipping_address: '12 Temple Rd',
        shipping_rate: 350,
        tax: 0,
        discount: 0,
      },
      false,
    );
  });

  it('follows the city select for the rate and sends a different address and the save choice', () => {
    const onPay = renderForm(filled);
    fireEvent.change(screen.getByLabelText('Town / City *'), { target: { value: 'Gampaha' } });
    expect(screen.getByText('LKR 300.00')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Use a different shipping address'));
    fireEvent.change(screen.getByLabelText('Shipping address'), { target: { value: 'Office, 5 Main St, Gampaha' } });
    fireEvent.click(screen.getByLabelText('Save my information for a faster checkout'));
    payNow();
    expect(onPay).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Gampaha', shipping_rate: 300, shipping_address: 'Office, 5 Main St, Gampaha' }),
      true,
    );
  });

  it('asks a signed-in customer too, unticked; ticked, the request carries marketing_consent (issue 33)', () => {
    const onPay = renderForm(filled);
    const offers = screen.getByLabelText<HTMLInputElement>('Send me offers and reminders');
    expect(offers.checked).toBe(false);
    payNow();
    expect(onPay.mock.lastCall?.[0]).not.toHaveProperty('marketing_consent');
    fireEvent.click(offers);
    payNow();
    expect(onPay.mock.lastCall?.[0]).toMatchObject({ payment_method: 'COD', marketing_consent: true });
  });

  it('offers Card beside Cash on Delivery and sends CARD when chosen; card details are typed in the PayHere window', () => {
    const onPay = renderForm(filled);
    expect((screen.getByLabelText('Cash on Delivery') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Card'));
    expect((screen.getByLabelText('Card') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Cash on Delivery') as HTMLInputElement).checked).toBe(false);
    for (const label of ['Card number', 'Holder name', 'Expiry (MM/YY)', 'Security code'])
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    payNow();
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ payment_method: 'CARD' }), false);
  });

  it("offers Pay in 3 with KOKO only while the total with delivery is within KOKO's range, and sends KOKO when chosen", () => {
    // 4410 of goods + Kandy's 350 = 4760, KOKO's upper end exactly.
    const onPay = renderForm(filled, new Date(), kokoRange(1000, 4760));
    fireEvent.click(screen.getByLabelText('Pay in 3 with KOKO'));
    payNow();
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ payment_method: 'KOKO' }), false);
    cleanup();
    renderForm(filled, new Date(), kokoRange(1000, 4759.99));
    expect(screen.queryByLabelText('Pay in 3 with KOKO')).toBeNull();
    expect(screen.getByLabelText('Card')).toBeTruthy();
  });

  it('shows cash as unavailable with the checkout’s words when it is withheld, and leaves out a method the shop does not offer (issue 31)', () => {
    const withheld = 'Cash on delivery is not available for this account. Please pay by card or bank transfer.';
    const client = kokoRange(0, 0);
    // As the server answers GET /v2/checkout/methods for the phone typed, +94771234567.
    client.setQueryData(checkoutMethodsQueryOptions(null, '+94771234567').queryKey, {
      methods: ['COD', 'CARD', 'KOKO'],
      withheld: [{ payment_method: 'COD', message: withheld }],
    });
    const onPay = renderForm(filled, new Date(), client);
    const cash = screen.getByLabelText('Cash on Delivery') as HTMLInputElement;
    expect(cash.disabled).toBe(true);
    expect(cash.checked).toBe(false);
    expect(cash.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(cash.getAttribute('aria-describedby')!)?.textContent).toBe(withheld);
    expect((screen.getByLabelText('Card') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Bank transfer')).toBeNull();
    payNow();
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ payment_method: 'CARD' }), false);
  });

  it('dates the arrival five days after today in Colombo', () => {
    // 20:00 UTC on 1 October is already 2 October in Colombo (UTC+05:30).
    renderForm(filled, new Date('2025-10-01T20:00:00Z'));
    expect(screen.getByText('Arrives by Tuesday, October 7')).toBeTruthy();
  });

  it('asks a guest for an e-mail first and an unticked offers box instead of saving, and sends both (issue 32)', () => {
    const onPay = renderForm(filled, new Date(), kokoRange(0, 0), true);
    expect(screen.queryByLabelText('Save my information for a faster checkout')).toBeNull();
    const offers = screen.getByLabelText<HTMLInputElement>('Send me offers and reminders');
    expect(offers.checked).toBe(false);
    payNow();
    expect(onPay).not.toHaveBeenCalled();
    expect(screen.getByText('Please provide a valid email.')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('email');

    fireEvent.change(screen.getByLabelText('Email address *'), { target: { value: ' nimal@example.lk ' } });
    payNow();
    expect(onPay).toHaveBeenLastCalledWith(
      expect.objectContaining({ payment_method: 'COD', phone: '0771234567' }),
      false,
      {
        email: 'nimal@example.lk',
        marketing_consent: false,
      },
    );
    fireEvent.click(offers);
    payNow();
    expect(onPay.mock.lastCall?.[2]).toEqual({ email: 'nimal@example.lk', marketing_consent: true });
  });
});
