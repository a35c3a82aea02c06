import { DownOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { REFUSED_STATUS, SETTABLE_ORDER_STATUSES } from '../../../../../shared/rules/orders';

/** The menu's key for correcting a shipped order's courier and tracking number (issue 22). */
export const EDIT_TRACKING = 'edit-tracking';
/** The menu's key for preparing a cash order the customer confirmed to staff on the phone (issue 31). */
export const CONFIRMED_BY_PHONE = 'processing-confirmed-by-phone';

interface Props {
  orderId: string | number;
  status: string;
  busy: boolean;
  /** A cash order still awaiting its customer's confirmation (issue 31). */
  awaitingConfirmation?: boolean;
  /** A status other than the current one, EDIT_TRACKING or CONFIRMED_BY_PHONE. */
  onChoose: (choice: string) => void;
}

/**
 * The order's status menu: processing, shipped, delivered, canceled; the current one is marked and does nothing. A
 * shipped order also offers refused at the door and Edit tracking; a cash order awaiting its confirmation, processing
 * confirmed by phone.
 */
export function StatusMenu({ orderId, status, busy, awaitingConfirmation = false, onChoose }: Props) {
  const current = status.toLowerCase();
  const statuses = [
    ...SETTABLE_ORDER_STATUSES.map((s) => ({ key: s, label: s })),
    // Issue 31: a cash order to confirm is prepared once staff called the customer; a shipped parcel may be refused.
    ...(awaitingConfirmation ? [{ key: CONFIRMED_BY_PHONE, label: 'processing (confirmed by phone)' }] : []),
    ...(current === 'shipped' ? [{ key: REFUSED_STATUS, label: 'refused at the door' }] : []),
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items:
          current === 'shipped'
            ? [...statuses, { type: 'divider' as const }, { key: EDIT_TRACKING, label: 'Edit tracking' }]
            : statuses,
        onClick: ({ key }) => {
          if (key !== current) onChoose(key);
        },
      }}
    >
      <Button icon={<EditOutlined />} loading={busy} aria-label={`Change the status of order ${orderId}`}>
        Status <DownOutlined />
      </Button>
    </Dropdown>
  );
}
