import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/rules/languages';
import { OrderLinesTable } from '../../web/src/features/orders/OrderLinesTable';
import { ReturnForm } from '../../web/src/features/returns/ReturnForm';
import { ReturnCard } from '../../web/src/features/returns/ReturnCard';
import { returnableLines } from '../../web/src/features/returns/return-lines';
import type { CustomerReturn } from '../../web/src/features/returns/api/return-types';
import { groupByOrder } from '../../web/src/features/orders/group-lines';
import type { OrderLine } from '../../web/src/features/orders/api/get-my-orders';
import { LanguageProvider } from '../../web/src/lib/i18n';
import { WithQueryClient } from './support/query-client';

/** Issue 34: My Orders' table (also the guest order page's) in the page's language; English as before without one. */
afterEach(cleanup);

const NBSP = '\u00a0';
const DOMEX = { courier: 'Domex', number: 'DX123456', url: 'https://domex.lk/Order-Details.php?wbno=DX123456' };

const line = (orderId: number, fields: Partial<OrderLine>): OrderLine => ({
  order_id: orderId,
  order_number: `ORD-00000${orderId}`,
  status: 'pending',
  created_at: `2026-12-0${orderId}T08:00:00.000Z`,
  payment_method: 'COD',
  payment_status: 'on_delivery',
  payment_deadline: null,
  tracking: null,
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
    price: 12345.5,
    subtotal: 12345.5,
    original_price: 12345.5,
    discount_percentage: 0,
  },
  ...fields,
});

const lines = [
  line(1, { cod_confirmation: 'awaiting', discount_code: 'BEARD10', discount_amount: 100 }),
  line(2, {
    payment_method: 'BANK_TRANSFER',
    payment_status: 'slip_rejected',
    slip_rejection_reason: 'Blurred',
  }),
  line(3, { status: 'shipped', tracking: DOMEX }),
];

const drawn = (language?: Language) => {
  const table = <OrderLinesTable groups={groupByOrder(lines)} caption="orders" />;
  render(
    <WithQueryClient>
      {language ? <LanguageProvider language={language}>{table}</LanguageProvider> : table}
    </WithQueryClient>,
  );
};

const heading = (n: number) =>
  [...document.querySelectorAll<HTMLElement>('.orders-table__order th')].find((th) =>
    th.textContent?.includes(`ORD-00000${n}`),
  )!;

describe('My Orders in Sinhala and Tamil', () => {
  it("names the columns, states, buttons and date in Sinhala, prices in si-LK's form", () => {
    drawn('si');
    const columns = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(columns).toEqual(['භාණ්ඩය', 'ගණන', 'මිල', 'උප එකතුව']);
    expect(heading(1).textContent).toContain('ඇණවුම ORD-000001');
    expect(heading(1).textContent).toContain('මුදල් ඇණවුම: තහවුරු කිරීම බලාපොරොත්තුවෙන්');
    expect(within(heading(1)).getByRole('button').textContent).toBe('ඇණවුම තහවුරු කරන්න');
    expect(within(heading(1)).getByLabelText('SMS හි ඇති කේතය')).toBeTruthy();
    expect(heading(2).textContent).toContain('බැංකු මාරුව: පත්‍රිකාව පිළිගත්තේ නැත');
    expect(heading(2).textContent).toContain('ඔබගේ පත්‍රිකාව පිළිගැනීමට නොහැකි විය: Blurred');
    expect(within(heading(2)).getByRole('button').textContent).toBe('පත්‍රිකාව උඩුගත කරන්න');
    const track = within(heading(3)).getByRole('link', { name: 'Domex සමඟ පාර්සලය සොයන්න (නව ටැබයක විවෘත වේ)' });
    expect(track.textContent).toBe('පාර්සලය සොයන්න');
    const prices = screen.getAllByRole('cell').filter((c) => c.textContent?.endsWith('12,345.50'));
    expect(prices.map((c) => c.textContent)).toEqual(Array(6).fill(`රු.${NBSP}12,345.50`));
    expect(screen.getByText('වට්ටම (BEARD10)')).toBeTruthy();
  });

  it('says the upload check in Sinhala, not the server wording', () => {
    drawn('si');
    fireEvent.click(within(heading(2)).getByRole('button', { name: 'පත්‍රිකාව උඩුගත කරන්න' }));
    expect(screen.getByRole('alert').textContent).toBe('කරුණාකර උඩුගත කිරීමට පත්‍රිකාව තෝරන්න.');
  });

  it('reads in Tamil, the date in ta-LK', () => {
    drawn('ta');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'பொருள்',
      'எண்ணிக்கை',
      'விலை',
      'துணைத் தொகை',
    ]);
    const date = new Intl.DateTimeFormat('ta-LK', {
      timeZone: 'Asia/Colombo',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date('2026-12-02T08:00:00.000Z'));
    expect(heading(2).textContent).toContain(`ஆர்டர் ORD-000002 · ${date} அன்று பதிவானது`);
    expect(heading(2).textContent).toContain('வங்கிப் பரிமாற்றம்: சீட்டு ஏற்கப்படவில்லை');
  });

  it('keeps English word for word without a provider', () => {
    drawn();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Product',
      'Quantity',
      'Price',
      'Subtotal',
    ]);
    expect(heading(1).textContent).toContain('Order ORD-000001 · placed 1 Dec 2026');
    expect(heading(1).textContent).toContain('Cash order: Awaiting confirmation');
    expect(heading(2).textContent).toContain('Bank transfer: Slip not accepted');
    expect(heading(2).textContent).toContain('We could not accept your slip: Blurred');
    expect(screen.getAllByText('LKR 12,345.50').length).toBe(6);
    expect(screen.getByText('Discount (BEARD10)')).toBeTruthy();
  });
});

const asked: CustomerReturn = {
  id: 3,
  order_id: 1042,
  status: 'refunded',
  reason: 'damaged',
  note: null,
  items: [
    {
      product_id: 7,
      variant_id: null,
      variant_label: null,
      product_name: 'Beard Oil',
      product_image: null,
      quantity: 1,
      amount: 2475,
    },
  ],
  refund_amount: 2475,
  refund_method: 'bank_transfer',
  refund_reference: 'R-9',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  timeline: [],
};

describe('returns in Tamil and Sinhala', () => {
  it('asks for an item and a reason in Tamil before sending, the reasons in Tamil', () => {
    const item = { product_id: 7, variant_id: null, product_name: 'Beard Oil', variant_label: null, quantity: 2 };
    const form = <ReturnForm lines={returnableLines([item], [])} send={async () => ({})} onCancel={() => {}} />;
    render(
      <WithQueryClient>
        <LanguageProvider language="ta">{form}</LanguageProvider>
      </WithQueryClient>,
    );
    const reasons = within(screen.getByRole('group', { name: 'காரணம்' })).getAllByRole('radio');
    expect(reasons.map((r) => r.closest('label')?.textContent)).toEqual([
      'சேதமடைந்தது',
      'குறைபாடுள்ளது',
      'தவறான பொருள்',
      'என் மனம் மாறியது',
      'மற்றவை',
    ]);
    expect(screen.getByText('பெற்ற 2 இல்')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'திருப்பி அனுப்பும் கோரிக்கையை அனுப்பு' }));
    expect(screen.getByText('திருப்பி அனுப்ப குறைந்தது ஒரு பொருளையாவது தேர்ந்தெடுங்கள்.')).toBeTruthy();
    expect(screen.getByText('ஒரு காரணத்தைத் தேர்ந்தெடுங்கள்.')).toBeTruthy();
  });

  it("shows a return's card in Sinhala, English without a provider", () => {
    render(
      <LanguageProvider language="si">
        <ReturnCard ret={asked} />
      </LanguageProvider>,
    );
    const card = screen.getByRole('article', { name: 'ආපසු දීම #3' });
    expect(card.textContent).toContain('මුදල් ආපසු ගෙවා ඇත');
    expect(card.textContent).toContain(`රු.${NBSP}2,475.00 (බැංකු මාරුව)`);
    cleanup();
    render(<ReturnCard ret={asked} />);
    const english = screen.getByRole('article', { name: 'Return #3' });
    expect(english.textContent).toContain('Asked 20 Nov 2026 · Damaged');
    expect(english.textContent).toContain('LKR 2,475.00 (Bank transfer)');
  });
});
