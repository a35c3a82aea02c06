import { Tag } from 'antd';
import type { AdminOrder } from './api/get-orders';

const GUEST_TEXT = '#874d00';

/** The buyer's name on an order card and page; a guest's order in no account says so (issue 32). */
export function CustomerName({ customer }: { customer: Pick<AdminOrder['customer'], 'fullName' | 'guest'> }) {
  return (
    <>
      {customer.fullName}
      {customer.guest && (
        // antd's gold tag writes gold on pale gold (2.8:1); its darkest gold keeps the colour and reads (6.5:1).
        <Tag className="order-customer__guest" color="gold" style={{ color: GUEST_TEXT }}>
          Guest
        </Tag>
      )}
    </>
  );
}
