import { describe, expect, it } from 'vitest';
import {
  notificationSignature,
  paymentHash,
  payhereAmount,
} from '../../functions/domain/payments/methods/payhere-card/payhere-signing';

// Expected values were computed outside the shop's code with coreutils, e.g.
//   S=$(echo -n local-payhere-secret | md5sum | cut -d' ' -f1 | tr a-f A-F)      -> 99D6A412EDF7BFA1BF2EC376AB17DD2D
//   echo -n "1211149424710.00LKR$S" | md5sum | tr a-f A-F
const SECRET = 'local-payhere-secret';

describe('PayHere signatures', () => {
  it('formats amounts with two decimals and no separators', () => {
    expect(payhereAmount(471000)).toBe('4710.00');
    expect(payhereAmount(105050)).toBe('1050.50');
    expect(payhereAmount(123456789)).toBe('1234567.89');
  });

  it('signs the payment object as PayHere checks it', () => {
    expect(paymentHash({ merchantId: '1211149', orderId: '42', amount: '4710.00', currency: 'LKR' }, SECRET)).toBe(
      'F7CD900755C02498233E7651336A6230',
    );
    expect(paymentHash({ merchantId: '1211149', orderId: '123', amount: '1050.50', currency: 'LKR' }, SECRET)).toBe(
      '1AD0520C21A9E30E35E5A2B91616E195',
    );
  });

  it('signs a notification with its status code, so a changed status breaks the signature', () => {
    const base = { merchant_id: '1211149', order_id: '42', payhere_amount: '4710.00', payhere_currency: 'LKR' };
    expect(notificationSignature({ ...base, status_code: '2' }, SECRET)).toBe('37BAF1903AC68A7F7099FB5EBFA5A611');
    expect(notificationSignature({ ...base, status_code: '-2' }, SECRET)).toBe('24F2F3DC1935B76AAE6DF1072743EA7B');
    expect(notificationSignature({ ...base, status_code: '2' }, 'another-secret')).not.toBe(
      '37BAF1903AC68A7F7099FB5EBFA5A611',
    );
  });
});
