import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker } from 'antd';
import { useState } from 'react';
import { useExportOrders } from './api/export-orders';

type Range = { from: string; to: string };

/** The data rows of a CSV answer (the header line left out). */
const rowCount = (csv: string) => Math.max(0, csv.trim().split('\r\n').length - 1);

/** Admins: the orders placed between two days (Colombo), downloaded as CSV. */
export function OrdersExport() {
  const [range, setRange] = useState<Range | null>(null);
  const exporting = useExportOrders();

  return (
    <div className="orders__export">
      <DatePicker.RangePicker
        aria-label="Export date range"
        format="YYYY-MM-DD"
        allowEmpty={[false, false]}
        placeholder={['First day', 'Last day']}
        onChange={(_, [from, to]) => setRange(from && to ? { from, to } : null)}
      />
      <Button
        icon={<DownloadOutlined />}
        disabled={!range}
        loading={exporting.isPending}
        onClick={() => range && exporting.mutate(range)}
      >
        Export CSV
      </Button>
      <span className="orders__export-result" aria-live="polite">
        {exporting.isSuccess && `${rowCount(exporting.data)} orders exported.`}
      </span>
      {exporting.isError && <Alert type="error" showIcon title={exporting.error.message} />}
    </div>
  );
}
