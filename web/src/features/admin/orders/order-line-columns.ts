import { lineName } from '../../../../../shared/rules/variants';
import type { AdminOrder } from './api/get-orders';

/** A product line of a back-office order (B5, B6), with the variant bought (issue 20). */
type OrderedProduct = AdminOrder['products'][number];

/** The Product column: "Kesara Logo Tee — Size: M". */
export const productColumn = {
  title: 'Product',
  dataIndex: 'name',
  key: 'name',
  render: (name: string, line: OrderedProduct) => lineName(name, line.variant_label),
};

/** Two sizes of one product are two lines of one order. */
export const lineKey = (line: OrderedProduct) => `${line.orderId}-${line.productId}-${line.variant_id ?? ''}`;
