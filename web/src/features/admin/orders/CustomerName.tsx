import { Tag } from 'antd';
import type { AdminOrder } from './api/get-orders';

/** The buyer's name on an order card and page; a guest's order in no account says so (issue 32). */
export function CustomerName({ customer }: { customer: Pick<AdminOrder['customer'], 'fullName' | 'guest'> }) {
  return (
    <>
      {customer.fullName}
      {customer.guest && (
        <Tag className="order-customer__guest" color="gold">
          Guest
        </Tag>
      )}
    </>
  );
}
