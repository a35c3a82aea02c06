import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithQueryClient } from './support/query-client';
import { ShippingDialog } from '../../web/src/features/admin/orders/ShippingDialog';
import { EDIT_TRACKING, StatusMenu } from '../../web/src/features/admin/orders/StatusMenu';
import { timelineText } from '../../web/src/features/admin/orders/order-timeline';
import { validateTracking } from '../../web/src/features/admin/orders/tracking-form';
import { OrderLinesTable } from '../../web/src/features/orders/OrderLinesTable';
import { groupByOrder } from '../../web/src/features/orders/group-lines';
import type { OrderLine } from '../../web/src/features/orders/api/get-my-orders';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DOMEX = { courier: 'Domex', number: 'DX123456', url: 'https://domex.lk/Order-Details.php?wbno=DX123456' };

const answered = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const changedOrder = (tracking: typeof DOMEX | null) => ({
  status: 'success',
  message: 'Order updated successfully',
  order: { id: 42, status: 'shipped', tracking },
});

function renderDialog(props: Partial<Parameters<typeof ShippingDialog>[0]> = {}) {
  const onDone = vi.fn();
  render(
    <WithQueryClient>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ShippingDialog orderId={42} mode="ship" onClose={vi.fn()} onDone={onDone} {...props} />
      </ConfigProvider>
    </WithQueryClient>,
  );
  return onDone;
}

async function chooseCourier(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Courier' }));
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    'Domex',
    'Pronto Lanka',
    'Koombiyo',
    'Prompt Xpress',
    'Sri Lanka Post',
    'Own delivery',
  ]);
  fireEvent.click(options.find((o) => o.textContent === name)!);
}

const typeNumber = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Tracking number' }), { target: { value } });

describe('the shipping dialog (issue 22)', () => {
  it('sends the courier and the trimmed number with the move to shipped, and hands back the order', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answered(200, changedOrder(DOMEX)));
    vi.stubGlobal('fetch', fetch);
    const onDone = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Ship order #42' })).toBeTruthy();
    await chooseCourier('Domex');
    typeNumber(' DX123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]![0]).toMatchObject({ status: 'shipped', tracking: DOMEX });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v2\/order\/42$/);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({ status: 'shipped', courier: 'Domex', tracking_number: 'DX123456' });
  });

  it('ships without tracking when both fields are left blank', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answered(200, changedOrder(null)));
    vi.stubGlobal('fetch', fetch);
    const onDone = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetch.mock.calls[0]![1].body)).toEqual({ status: 'shipped' });
  });

  it('says what is missing or wrong before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    typeNumber('DX123456');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Please choose the courier of this tracking number.')).toBeTruthy();
    await chooseCourier('Koombiyo');
    expect(screen.queryByText('Please choose the courier of this tracking number.')).toBeNull();
    typeNumber('DX 12');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('The tracking number must be 4 to 40 letters, digits or hyphens.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('corrects a shipped order: starts from its tracking, needs both fields, shows the server field messages', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(
      answered(422, {
        status: 'error',
        message: 'Validation failed',
        errors: { tracking_number: ['The tracking number must be 4 to 40 letters, digits or hyphens.'] },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onDone = renderDialog({ mode: 'correct', tracking: DOMEX });
    expect(screen.getByRole('dialog', { name: 'Tracking of order #42' })).toBeTruthy();
    const number = screen.getByRole('textbox', { name: 'Tracking number' }) as HTMLInputElement;
    expect(number.value).toBe('DX123456');
    expect(within(screen.getByRole('dialog')).getByText('Domex')).toBeTruthy();
    typeNumber('DX123465');
    fireEvent.click(screen.getByRole('button', { name: 'Save tracking' }));
    expect(await screen.findByText('The tracking number must be 4 to 40 letters, digits or hyphens.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(JSON.parse(fetch.mock.calls[0]![1].body)).toEqual({
      status: 'shipped',
      courier: 'Domex',
      tracking_number: 'DX123465',
    });
  });

  it('a correction with both fields blank is refused on both', () => {
    expect(validateTracking({ courier: '', tracking_number: ' ' }, true)).toEqual({
      courier: 'Please choose the courier of this tracking number.',
      tracking_number: 'Please enter the tracking number.',
    });
    expect(validateTracking({ courier: '', tracking_number: '' }, false)).toEqual({});
    expect(validateTracking({ courier: 'Domex', tracking_number: '' }, false)).toEqual({
      tracking_number: 'Please enter the tracking number.',
    });
  });
});

describe('the status menu and the timeline', () => {
  const openMenu = (status: string) => {
    const onChoose = vi.fn();
    render(<StatusMenu orderId={42} status={status} busy={false} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change the status of order 42' }));
    return onChoose;
  };

  it('offers Edit tracking on a shipped order only', async () => {
    const onChoose = openMenu('shipped');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit tracking' }));
    expect(onChoose).toHaveBeenCalledWith(EDIT_TRACKING);
    cleanup();
    openMenu('processing');
    await screen.findByRole('menuitem', { name: 'shipped' });
    expect(screen.queryByRole('menuitem', { name: 'Edit tracking' })).toBeNull();
  });

  it('says which tracking a move to shipped gave, and what a correction changed', () => {
    const entry = (kind: string, from: string | null, to: string | null, note: string | null) => ({
      at: '2026-03-01T08:35:00.000Z',
      kind,
      by: 'Nimal Silva (staff)',
      from,
      to,
      note,
    });
    expect(timelineText(entry('status', 'processing', 'shipped', 'Domex · DX123456')).text).toBe(
      'Status changed from processing to shipped: Domex · DX123456',
    );
    expect(timelineText(entry('tracking', 'Domex · DX123465', 'Domex · DX123456', null))).toEqual({
      text: 'Tracking corrected from Domex · DX123465 to Domex · DX123456',
      tone: 'blue',
    });
    expect(timelineText(entry('tracking', null, 'Koombiyo · KB0042', null)).text).toBe(
      'Tracking added: Koombiyo · KB0042',
    );
  });
});

describe('My Orders shows the tracking of orders on their way and arrived', () => {
  const line = (orderId: number, status: OrderLine['status'], tracking: OrderLine['tracking']): OrderLine => ({
    order_id: orderId,
    order_number: `ORD-${String(orderId).padStart(6, '0')}`,
    status,
    created_at: `2026-03-0${orderId}T08:00:00.000Z`,
    payment_method: 'COD',
    payment_status: 'on_delivery',
    payment_deadline: null,
    tracking,
    delivered_at: null,
    return_until: null,
    item: {
      id: orderId,
      product_id: 1,
      product_name: 'Beard Oil',
      variant_id: null,
      variant_label: null,
      product_image: null,
      quantity: 1,
      price: 1200,
      subtotal: 1200,
      original_price: 1200,
      discount_percentage: 0,
    },
  });

  it('writes "Courier · number" with a Track link that opens in a new tab', () => {
    const post = { courier: 'Sri Lanka Post', number: 'RR123456789LK', url: null };
    const lines = [line(1, 'shipped', DOMEX), line(2, 'delivered', post), line(3, 'processing', null)];
    render(<OrderLinesTable groups={groupByOrder(lines)} caption="Pending Orders" />);
    const heading = (n: number) =>
      [...document.querySelectorAll<HTMLElement>('.orders-table__order th')].find((th) =>
        th.textContent?.includes(`ORD-00000${n}`),
      )!;
    expect(heading(1).textContent).toContain('Domex · DX123456');
    const track = within(heading(1)).getByRole('link', { name: 'Track the parcel with Domex (opens in a new tab)' });
    expect(track.textContent).toBe('Track');
    expect(track.getAttribute('href')).toBe(DOMEX.url);
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.getAttribute('rel')).toContain('noopener');
    expect(heading(2).textContent).toContain('Sri Lanka Post · RR123456789LK');
    expect(within(heading(2)).queryByRole('link')).toBeNull();
    expect(heading(3).querySelector('.orders-table__tracking')).toBeNull();
  });

  it('shows no tracking on an order that is not on its way, nor in an older answer without the field', () => {
    const older = { ...line(2, 'shipped', null) } as Partial<OrderLine>;
    delete older.tracking;
    const lines = [line(1, 'processing', DOMEX), older as OrderLine];
    render(<OrderLinesTable groups={groupByOrder(lines)} caption="Pending Orders" />);
    expect(document.querySelectorAll('.orders-table__tracking')).toHaveLength(0);
  });
});
