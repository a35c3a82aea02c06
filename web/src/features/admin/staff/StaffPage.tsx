import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Table } from 'antd';
import { useState } from 'react';
import { AdminPager } from '../common/AdminPager';
import { PageHeader } from '../common/PageHeader';
import { SearchInput } from '../common/SearchInput';
import { useDebouncedValue } from '../common/use-debounced-value';
import { usePageReset } from '../common/use-page-reset';
import '../common/admin-pages.css';
import { STAFF_TEXTS, useStaff } from './api/get-staff';
import type { StaffMember } from './staff-form';
import { StaffModal } from './StaffModal';
import { WideTable } from '../common/WideTable';

const columns = [
  { title: 'ID', dataIndex: 'id', key: 'id' },
  { title: 'Name', key: 'name', render: (_: unknown, s: StaffMember) => `${s.firstName} ${s.lastName}` },
  { title: 'Mobile', dataIndex: 'mobile', key: 'mobile' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'Company', dataIndex: 'company', key: 'company' },
];

/** Staff List (B9-B11, admin): search, a row opens the edit modal, ADD NEW MEMBER opens the add modal. */
export default function StaffPage() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed).trim();
  const [page, setPage] = usePageReset(search);
  const staff = useStaff(page, search);
  const { data, isFetching: loading } = staff;
  const error = staff.isError ? STAFF_TEXTS.failed : null;
  const reload = () => void staff.refetch();
  // undefined: closed; null: adding; a member: editing.
  const [editing, setEditing] = useState<StaffMember | null | undefined>(undefined);

  return (
    <div className="admin-page">
      <PageHeader title="Staff List">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          ADD NEW MEMBER
        </Button>
      </PageHeader>
      <div className="admin-page__toolbar">
        <SearchInput label="Search staff" value={typed} onChange={setTyped} />
      </div>
      {error && <Alert type="error" showIcon title={error} />}
      {!error && (
        <>
          {data && (
            <p
              className="admin-page__count"
              aria-live="polite"
            >{`Showing ${data.staff.length} of ${data.totalStaff} staff members`}</p>
          )}
          <Card>
            <WideTable label="Staff members" minWidth={720}>
              <Table<StaffMember>
                rowKey="id"
                columns={columns}
                dataSource={data?.staff ?? []}
                loading={loading}
                pagination={false}
                rowClassName="admin-table-row"
                onRow={(member) => ({
                  onClick: () => setEditing(member),
                  onKeyDown: (e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      setEditing(member);
                    }
                  },
                  tabIndex: 0,
                  'aria-label': `Edit ${member.firstName} ${member.lastName}`,
                })}
                locale={{ emptyText: loading ? ' ' : STAFF_TEXTS.empty }}
              />
            </WideTable>
          </Card>
          {data && <AdminPager label="Staff pages" page={page} totalPages={data.totalPages} onChange={setPage} />}
        </>
      )}
      {editing !== undefined && (
        <StaffModal
          member={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
    </div>
  );
}
