import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithQueryClient } from './support/query-client';
import { ApiError } from '../../web/src/lib/api';
import { ReturnActions } from '../../web/src/features/admin/returns/ReturnActions';

afterEach(cleanup);

function renderActions(
  status: string,
  refundMethod: string,
  send: (change: unknown) => Promise<unknown> = vi.fn(),
  refundCheck?: boolean,
  refundAmount?: number,
) {
  render(
    <WithQueryClient>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ReturnActions
          status={status}
          refundMethod={refundMethod}
          refundCheck={refundCheck}
          refundAmount={refundAmount}
          send={send}
        />
      </ConfigProvider>
    </WithQueryClient>,
  );
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('the back-office return actions', () => {
  it('offers only the moves the status allows', () => {
    const cases: Array<[string, string[]]> = [
      ['requested', ['Approve', 'Reject']],
      ['approved', ['Mark received']],
      ['received', ['Refund']],
      ['rejected', []],
      ['refunded', []],
    ];
    for (const [status, expected] of cases) {
      renderActions(status, 'payhere');
      expect(buttons(), status).toEqual(expected);
      cleanup();
    }
  });

  it('sends the move with the note, which is optional', async () => {
    const send = vi.fn(async () => ({}));
    renderActions('requested', 'payhere', send);
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: ' Photo shows the crack ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ status: 'approved', note: 'Photo shows the crack' }));
    cleanup();
    const reject = vi.fn(async () => ({}));
    renderActions('requested', 'payhere', reject);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(reject).toHaveBeenCalledWith({ status: 'rejected' }));
  });

  it('counts the note and the reference in letters, as the server does (an emoji is one)', () => {
    renderActions('received', 'bank_transfer');
    const note = screen.getByLabelText('Note (optional)');
    const reference = screen.getByLabelText('Bank transfer reference');
    // A native maxlength counts UTF-16 units and would cut 500 family emoji to 45.
    expect(note.getAttribute('maxlength')).toBeNull();
    expect(reference.getAttribute('maxlength')).toBeNull();
    const outOfRange = (field: HTMLElement) => Boolean(field.closest('.ant-input-out-of-range'));
    fireEvent.change(note, { target: { value: '👨‍👩‍👧‍👦'.repeat(500) } });
    fireEvent.change(reference, { target: { value: 'කා'.repeat(100) } });
    expect([outOfRange(note), outOfRange(reference)]).toEqual([false, false]);
    fireEvent.change(note, { target: { value: '👨‍👩‍👧‍👦'.repeat(501) } });
    fireEvent.change(reference, { target: { value: 'කා'.repeat(101) } });
    expect([outOfRange(note), outOfRange(reference)]).toEqual([true, true]);
  });

  it('asks a cash order for the bank transfer reference before refunding, and sends it', async () => {
    const send = vi.fn(async () => ({}));
    renderActions('received', 'bank_transfer', send);
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Please enter the bank transfer reference.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Bank transfer reference'), { target: { value: 'BOC-778812' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ status: 'refunded', refund_reference: 'BOC-778812' }));
  });

  it('asks a cash order with nothing to refund for no reference: the return is closed with 0', async () => {
    const send = vi.fn(async () => ({}));
    renderActions('received', 'bank_transfer', send, false, 0);
    expect(screen.queryByLabelText('Bank transfer reference')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ status: 'refunded' }));
  });

  it("asks a KOKO order for the refund reference from KOKO's merchant portal, and sends it", async () => {
    const send = vi.fn(async () => ({}));
    renderActions('received', 'koko', send);
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText("Please enter the refund reference from KOKO's merchant portal.")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('KOKO refund reference'), { target: { value: 'KR-5512' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ status: 'refunded', refund_reference: 'KR-5512' }));
  });

  it('asks a card order for no reference: PayHere refunds it', async () => {
    const send = vi.fn(async () => ({}));
    renderActions('received', 'payhere', send);
    expect(screen.queryByLabelText('Bank transfer reference')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ status: 'refunded' }));
  });

  it("asks a card refund whose outcome is unknown for PayHere's refund reference, and says why", async () => {
    const send = vi.fn(async () => ({}));
    renderActions('received', 'payhere', send, true);
    expect(screen.getByRole('alert').textContent).toContain("Check the payment in PayHere's portal");
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText("Please enter PayHere's refund reference.")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('PayHere refund reference'), { target: { value: ' 560000000042 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ status: 'refunded', refund_reference: '560000000042' }));
  });

  it("shows a 409's and a 502's message", async () => {
    const refusals: Array<[number, string, string, string]> = [
      [409, 'This return cannot move from approved to received.', 'approved', 'Mark received'],
      [502, 'PayHere did not accept the refund. Please try again.', 'received', 'Refund'],
    ];
    for (const [status, message, from, button] of refusals) {
      renderActions(from, 'payhere', async () => {
        throw new ApiError(message, status, { status: 'error', message });
      });
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect((await screen.findByRole('alert')).textContent).toContain(message);
      cleanup();
    }
  });

  it("shows a 422's message beside its field", async () => {
    renderActions('received', 'bank_transfer', async () => {
      throw new ApiError('Validation failed', 422, {
        status: 'error',
        message: 'Validation failed',
        errors: { refund_reference: ['Please enter the bank transfer reference.'] },
      });
    });
    fireEvent.change(screen.getByLabelText('Bank transfer reference'), { target: { value: ' x ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Please enter the bank transfer reference.')).toBeTruthy();
    expect(screen.getByLabelText('Bank transfer reference').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
