import { DownOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { SETTABLE_ORDER_STATUSES } from '../../../../../shared/rules/orders';

/** The menu's key for correcting a shipped order's courier and tracking number (issue 22). */
export const EDIT_TRACKING = 'edit-tracking';

interface Props {
  orderId: string | number;
  status: string;
  busy: boolean;
  /** A status other than the current one, or EDIT_TRACKING. */
  onChoose: (choice: string) => void;
}

/**
 * The order's status menu: processing, shipped, delivered, canceled; the current one is marked and does nothing. A
 * shipped order also offers Edit tracking.
 */
export function StatusMenu({ orderId, status, busy, onChoose }: Props) {
  const current = status.toLowerCase();
  const statuses = SETTABLE_ORDER_STATUSES.map((s) => ({ key: s, label: s }));
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
