import { Alert, Card, Segmented, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { shortDate } from '../../../../../shared/rules/dates';
import { formatLkr } from '../../../../../shared/rules/money';
import { RETURN_STATUSES, type ReturnStatus } from '../../../../../shared/rules/returns';
import { RETURN_STATUS_LABELS } from '../../../lib/return-texts';
import { usePageTitle } from '../../../lib/use-page-title';
import { AdminPager } from '../common/AdminPager';
import { PageHeader } from '../common/PageHeader';
import { WideTable } from '../common/WideTable';
import { usePageReset } from '../common/use-page-reset';
import '../common/admin-pages.css';
import { RETURNS_TEXTS, useReturns, type AdminReturn } from './api/get-returns';
import { ReturnStatusTag } from './ReturnStatusTag';
import './returns.css';

type Filter = ReturnStatus | '';

const FILTERS: Array<{ value: Filter; label: string }> = [
  ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] })),
  { value: '', label: 'All' },
];

const itemsText = (r: AdminReturn) => {
  const units = r.items.reduce((sum, i) => sum + i.quantity, 0);
  return `${units} ${units === 1 ? 'item' : 'items'}`;
};

const columns = [
  {
    title: 'Return',
    key: 'id',
    render: (_: unknown, r: AdminReturn) => <Link to={`/admin/returns/${r.id}`}>{`Return #${r.id}`}</Link>,
  },
  {
    title: 'Order',
    key: 'order',
    render: (_: unknown, r: AdminReturn) => <Link to={`/admin/orders/${r.order_id}`}>{`#${r.order_id}`}</Link>,
  },
  { title: 'Customer', key: 'customer', render: (_: unknown, r: AdminReturn) => r.customer.name },
  { title: 'Items', key: 'items', render: (_: unknown, r: AdminReturn) => itemsText(r) },
  { title: 'Refund', key: 'refund', render: (_: unknown, r: AdminReturn) => formatLkr(r.refund_amount) },
  { title: 'Status', key: 'status', render: (_: unknown, r: AdminReturn) => <ReturnStatusTag status={r.status} /> },
  { title: 'Asked', key: 'created_at', render: (_: unknown, r: AdminReturn) => shortDate(r.created_at) },
];

/** RETURNS (issue 22; admin and staff): the returns of one status (Requested first: the work waiting), 10 a page. */
export default function ReturnsPage() {
  usePageTitle('Returns');
  const [status, setStatus] = useState<Filter>('requested');
  const [page, setPage] = usePageReset(status);
  const returns = useReturns(status, page);
  const { data, isFetching: loading } = returns;
  const error = returns.isError ? RETURNS_TEXTS.failed : null;

  return (
    <div className="admin-page">
      <PageHeader title="Returns" />
      {/* Radios, not antd's Tabs: on a phone the tabs that do not fit move into a menu button inside the tab list. */}
      <Segmented<Filter>
        aria-label="Return status"
        className="admin-returns__status"
        value={status}
        onChange={setStatus}
        options={FILTERS}
      />
      {error && <Alert type="error" showIcon title={error} />}
      {data && !error && (
        <Card>
          <p className="admin-page__count" aria-live="polite">
            {`${data.pagination.totalReturns} ${data.pagination.totalReturns === 1 ? 'return' : 'returns'}`}
          </p>
          <WideTable label="Returns" minWidth={720}>
            <Table<AdminReturn>
              rowKey="id"
              columns={columns}
              dataSource={data.returns}
              loading={loading}
              pagination={false}
              locale={{ emptyText: RETURNS_TEXTS.empty }}
            />
          </WideTable>
          <AdminPager
            label="Return pages"
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onChange={setPage}
          />
        </Card>
      )}
    </div>
  );
}
