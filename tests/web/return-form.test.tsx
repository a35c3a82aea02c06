import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithQueryClient } from './support/query-client';
import { ApiError } from '../../web/src/lib/api';
import type { CustomerReturn } from '../../web/src/features/returns/api/return-types';
import { ReturnForm } from '../../web/src/features/returns/ReturnForm';
import { returnableLines, withinReturnWindow } from '../../web/src/features/returns/return-lines';
import { returnFormMessages } from '../../shared/validation/returns';

afterEach(cleanup);

const items = [
  { product_id: 23, variant_id: 2, product_name: 'Kesara Logo Tee', variant_label: 'Size: M', quantity: 2 },
  { product_id: 7, variant_id: null, product_name: 'Beard Oil', variant_label: null, quantity: 1 },
];

const earlier = (status: CustomerReturn['status'], quantity: number): CustomerReturn => ({
  id: 3,
  order_id: 1042,
  status,
  reason: 'damaged',
  note: null,
  items: [
    {
      product_id: 23,
      variant_id: 2,
      variant_label: 'Size: M',
      product_name: 'Kesara Logo Tee',
      product_image: null,
      quantity,
      amount: 2475,
    },
  ],
  refund_amount: 2475,
  refund_method: 'bank_transfer',
  refund_reference: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  timeline: [],
});

function renderForm(send: (body: unknown) => Promise<unknown>, lines = returnableLines(items, [])) {
  render(
    <WithQueryClient>
      <ReturnForm lines={lines} send={send} onCancel={() => {}} />
    </WithQueryClient>,
  );
}

const quantity = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send return request' }));

describe('the return window', () => {
  const until = '2026-11-27T10:00:00.000Z';
  it('is open for a delivered order until return_until, and never for another status or without a date', () => {
    expect(withinReturnWindow({ status: 'delivered', returnUntil: until }, new Date('2026-11-27T09:59:59Z'))).toBe(
      true,
    );
    expect(withinReturnWindow({ status: 'delivered', returnUntil: until }, new Date('2026-11-27T10:00:00Z'))).toBe(
      false,
    );
    expect(withinReturnWindow({ status: 'shipped', returnUntil: until }, new Date('2026-11-20T00:00:00Z'))).toBe(false);
    expect(withinReturnWindow({ status: 'delivered', returnUntil: null }, new Date('2026-11-20T00:00:00Z'))).toBe(
      false,
    );
  });
});

describe('the return form', () => {
  it('names each line with its variant and offers 0 up to what was received, less earlier returns not rejected', () => {
    renderForm(vi.fn(), returnableLines(items, [earlier('approved', 1), earlier('rejected', 1)]));
    const tee = quantity('Kesara Logo Tee — Size: M');
    expect(tee.value).toBe('0');
    expect(tee.min).toBe('0');
    expect(tee.max).toBe('1');
    expect(screen.getByText('of 1 left (2 received)')).toBeTruthy();
    expect(quantity('Beard Oil').max).toBe('1');
    fireEvent.change(tee, { target: { value: '5' } });
    expect(tee.value).toBe('1');
    fireEvent.change(tee, { target: { value: '-2' } });
    expect(tee.value).toBe('0');
  });

  it('offers the five reasons as one radio group and asks for an item and a reason before sending', () => {
    const send = vi.fn(async () => ({}));
    renderForm(send);
    const reasons = within(screen.getByRole('group', { name: 'Reason' })).getAllByRole('radio');
    expect(reasons.map((r) => r.closest('label')?.textContent)).toEqual([
      'Damaged',
      'Defective',
      'Wrong item',
      'Changed my mind',
      'Other',
    ]);
    submit();
    expect(screen.getByText(returnFormMessages.items)).toBeTruthy();
    expect(screen.getByText('Please choose a reason.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the chosen lines only, with their variant, the reason code and the note', async () => {
    const send = vi.fn(async () => ({}));
    renderForm(send);
    fireEvent.change(quantity('Kesara Logo Tee — Size: M'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Changed my mind' }));
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: '  Too big  ' } });
    submit();
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        items: [{ product_id: 23, variant_id: 2, quantity: 2 }],
        reason: 'changed_mind',
        note: 'Too big',
      }),
    );
    cleanup();
    const plain = vi.fn(async () => ({}));
    renderForm(plain);
    fireEvent.change(quantity('Beard Oil'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Damaged' }));
    submit();
    await vi.waitFor(() =>
      expect(plain).toHaveBeenCalledWith({ items: [{ product_id: 7, quantity: 1 }], reason: 'damaged' }),
    );
  });

  const refuse = (errors: Record<string, string[]>) => async () => {
    throw new ApiError('Validation failed', 422, { status: 'error', message: 'Validation failed', errors });
  };
  const fillAndSend = () => {
    fireEvent.change(quantity('Beard Oil'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Leaked' } });
    submit();
  };

  it('shows a refusal under `items` beside the items, and keeps what was chosen', async () => {
    renderForm(refuse({ items: ['You cannot return more than you received.'] }));
    fillAndSend();
    const message = await screen.findByText('You cannot return more than you received.');
    const items = screen.getByRole('group', { name: 'Items to return' });
    expect(items.contains(message)).toBe(true);
    expect(items.getAttribute('aria-describedby')).toBe(message.id);
    expect(quantity('Beard Oil').value).toBe('1');
    expect((screen.getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Note (optional)') as HTMLTextAreaElement).value).toBe('Leaked');
  });

  it("shows an item's quantity refusal beside the line it was sent for", async () => {
    renderForm(refuse({ 'items.0.quantity': ['The quantity must be at least 1.'] }));
    fillAndSend();
    const message = await screen.findByText('The quantity must be at least 1.');
    const oil = quantity('Beard Oil');
    expect(oil.getAttribute('aria-invalid')).toBe('true');
    expect(oil.getAttribute('aria-describedby')).toContain(message.id);
    expect(quantity('Kesara Logo Tee — Size: M').getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the refusals under `order`, `reason` and `note` where each belongs', async () => {
    renderForm(
      refuse({
        order: ['This order can no longer be returned.'],
        reason: ['Please choose one of the reasons.'],
        note: ['The note may have at most 500 characters.'],
      }),
    );
    fillAndSend();
    expect((await screen.findByRole('alert')).textContent).toBe('This order can no longer be returned.');
    const reason = screen.getByRole('group', { name: 'Reason' });
    expect(within(reason).getByText('Please choose one of the reasons.')).toBeTruthy();
    expect(screen.getByLabelText('Note (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The note may have at most 500 characters.')).toBeTruthy();
  });

  it('shows any other failure above the buttons', async () => {
    renderForm(async () => {
      throw new ApiError('Order not found', 404, { status: 'error', message: 'Order not found' });
    });
    fillAndSend();
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found');
  });
});
