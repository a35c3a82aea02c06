import { DownOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { SETTABLE_ORDER_STATUSES } from '../../../../../shared/rules/orders';

interface Props {
  orderId: string | number;
  status: string;
  busy: boolean;
  onChoose: (status: string) => void;
}

/** The order's status menu: processing, shipped, delivered, canceled; the current one is marked and does nothing. */
export function StatusMenu({ orderId, status, busy, onChoose }: Props) {
  const current = status.toLowerCase();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: SETTABLE_ORDER_STATUSES.map((s) => ({ key: s, label: s })),
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
