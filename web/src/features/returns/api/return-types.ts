import type { ReturnReasonCode } from '../../../lib/return-texts';

/** One line of a return (issue 22's wire format). */
export interface ReturnItem {
  product_id: number;
  variant_id: number | null;
  variant_label: string | null;
  product_name: string;
  product_image: string | null;
  quantity: number;
  amount: number;
}

/** A return as the customer's routes answer it. */
export interface CustomerReturn {
  id: number;
  order_id: number;
  status: string;
  reason: string;
  note: string | null;
  items: ReturnItem[];
  refund_amount: number;
  refund_method: string;
  refund_reference: string | null;
  created_at: string;
  updated_at: string;
  timeline: Array<{ status: string; at: string; by: string; note: string | null }>;
}

/** What the return form sends (`POST /v2/user/orders/{order_id}/returns`). */
export interface ReturnRequest {
  items: Array<{ product_id: number; variant_id?: number; quantity: number }>;
  reason: ReturnReasonCode;
  note?: string;
}
