import { nameWithVariant } from '../../../lib/variant-name';

/** What a back-office order line says of its variant (issue 20): absent or null for a product without options. */
export interface LineVariant {
  variant_id?: number | null;
  variant_label?: string | null;
}

interface OrderedProduct extends LineVariant {
  name: string;
  orderId: number;
  productId: number;
}

/** The Product column: "Kesara Logo Tee — Size: M". */
export const productColumn = {
  title: 'Product',
  dataIndex: 'name',
  key: 'name',
  render: (name: string, line: LineVariant) => nameWithVariant(name, line.variant_label),
};

/** Two sizes of one product are two lines of one order. */
export const lineKey = (line: OrderedProduct) => `${line.orderId}-${line.productId}-${line.variant_id ?? ''}`;
