import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../functions/domain/orders';
import { bankAccountSet, bankSettings } from '../../functions/domain/payments/methods/bank-transfer/bank-config';
import { isOverdue } from '../../functions/domain/payments/payability';
import {
  refuseUnlessSlipWanted,
  slipAccepted,
  slipRejected,
} from '../../functions/domain/payments/methods/bank-transfer/slip-decisions';
import { slipTypeOf } from '../../functions/domain/payments/methods/bank-transfer/slip-files';
import { slipDecisionSchema } from '../../shared/validation/bank-transfer';
import { PDF, PNG } from '../support/admin';

const ACCOUNT = {
  BANK_NAME: 'Sampath Bank',
  BANK_BRANCH: 'Kandy',
  BANK_ACCOUNT_NAME: 'Kesara',
  BANK_ACCOUNT_NUMBER: '0012',
};
const STAFF = { kind: 'user', id: 1, role: 'staff', name: 'Nimal' } as const;
const NOW = new Date('2026-11-28T10:00:00.000Z');

const order = (over: Partial<OrderRecord>) =>
  ({
    id: 7,
    status: 'pending',
    paymentMethod: 'BANK_TRANSFER',
    paymentStatus: 'awaiting_slip',
    paymentDeadline: '2026-11-28T09:59:59.000Z',
    history: [],
    ...over,
  }) as OrderRecord;

describe('the bank transfer window (BANK_TRANSFER_WINDOW_SECONDS)', () => {
  it('is 3 days unless set, at least 60 seconds, and the account must be complete', () => {
    expect(bankSettings({ ...ACCOUNT }).windowSeconds).toBe(259_200);
    expect(bankSettings({ ...ACCOUNT, BANK_TRANSFER_WINDOW_SECONDS: '60' }).windowSeconds).toBe(60);
    expect(() => bankSettings({ ...ACCOUNT, BANK_TRANSFER_WINDOW_SECONDS: '59' })).toThrow(
      'Invalid bank transfer configuration: BANK_TRANSFER_WINDOW_SECONDS',
    );
    expect(() => bankSettings({ ...ACCOUNT, BANK_ACCOUNT_NUMBER: '' })).toThrow('BANK_ACCOUNT_NUMBER');
  });

  it('is offered only with the whole account: a missing or blank detail leaves it out', () => {
    expect(bankAccountSet({ ...ACCOUNT })).toBe(true);
    expect(bankAccountSet({})).toBe(false);
    for (const name of Object.keys(ACCOUNT)) {
      expect(bankAccountSet({ ...ACCOUNT, [name]: undefined }), name).toBe(false);
      expect(bankAccountSet({ ...ACCOUNT, [name]: '  ' }), name).toBe(false);
    }
  });

  it('ends an order waiting for its slip or another one, never one whose slip staff are checking', () => {
    expect(isOverdue(order({ paymentStatus: 'awaiting_slip' }), NOW)).toBe(true);
    expect(isOverdue(order({ paymentStatus: 'slip_rejected' }), NOW)).toBe(true);
    expect(isOverdue(order({ paymentStatus: 'slip_uploaded' }), NOW)).toBe(false);
    expect(isOverdue(order({ paymentStatus: 'paid' }), NOW)).toBe(false);
    expect(isOverdue(order({ paymentDeadline: '2026-11-28T10:00:01.000Z' }), NOW)).toBe(false);
  });
});

describe('slips and decisions', () => {
  it('takes a slip only while one is wanted, and decides only a slip waiting for staff', () => {
    expect(() => refuseUnlessSlipWanted(order({ paymentStatus: 'slip_rejected' }))).not.toThrow();
    expect(() => refuseUnlessSlipWanted(order({ paymentStatus: 'paid' }))).toThrow(
      "This order's payment is already confirmed.",
    );
    expect(() => refuseUnlessSlipWanted(order({ status: 'canceled' }))).toThrow('This order was canceled');
    const at = NOW.toISOString();
    expect(slipAccepted(order({ paymentStatus: 'slip_uploaded' }), STAFF, at, 'B-1')).toMatchObject({
      paymentStatus: 'paid',
      events: [{ kind: 'paid', note: 'bank reference B-1', by: STAFF }],
    });
    expect(slipRejected(order({ paymentStatus: 'slip_uploaded' }), STAFF, at, 'Blurred.')).toMatchObject({
      paymentStatus: 'slip_rejected',
      events: [{ kind: 'slip_rejected', note: 'Blurred.' }],
    });
    expect(() => slipAccepted(order({ paymentStatus: 'awaiting_slip' }), STAFF, at)).toThrow(
      'This payment is not waiting for a decision.',
    );
    expect(() => slipAccepted(order({ paymentMethod: 'COD', paymentStatus: 'slip_uploaded' }), STAFF, at)).toThrow(
      'This payment is not waiting for a decision.',
    );
  });

  it('knows a slip by its bytes: JPEG, PNG, PDF; not a GIF, an SVG or text named .png', () => {
    expect(slipTypeOf(PNG)?.contentType).toBe('image/png');
    expect(slipTypeOf(PDF)?.contentType).toBe('application/pdf');
    expect(slipTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(slipTypeOf(Buffer.from('GIF89a....'))).toBeNull();
    expect(slipTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(slipTypeOf(Buffer.from('hello'))).toBeNull();
  });

  it('wants a reason of 3 to 300 characters to reject, and none to accept', () => {
    expect(slipDecisionSchema.safeParse({ decision: 'accept' }).success).toBe(true);
    expect(slipDecisionSchema.safeParse({ decision: 'reject', reason: 'Bad' }).success).toBe(true);
    expect(slipDecisionSchema.safeParse({ decision: 'reject', reason: 'x'.repeat(300) }).success).toBe(true);
    for (const reason of [undefined, 'No', '   no   ', 'x'.repeat(301)])
      expect(slipDecisionSchema.safeParse({ decision: 'reject', reason }).success).toBe(false);
    expect(slipDecisionSchema.safeParse({ decision: 'refund' }).success).toBe(false);
  });
});
