import { Alert, Button, Card, Table } from 'antd';
import { useState } from 'react';
import { AdminPager } from '../common/AdminPager';
import { PageHeader } from '../common/PageHeader';
import { SearchInput } from '../common/SearchInput';
import { useDebouncedValue } from '../common/use-debounced-value';
import { usePageReset } from '../common/use-page-reset';
import '../common/admin-pages.css';
import { USER_TEXTS, useUsers, type AdminUser } from './api/get-users';
import { WideTable } from '../common/WideTable';

const columns = [
  { title: 'Full Name', dataIndex: 'fullName', key: 'fullName' },
  { title: 'User ID', dataIndex: 'id', key: 'id' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'Phone', dataIndex: 'phone', key: 'phone' },
  { title: 'Address', dataIndex: 'address', key: 'address' },
  { title: 'Registration Date', dataIndex: 'registrationDate', key: 'registrationDate' },
  {
    title: 'View',
    key: 'view',
    // The customer's own screens are not part of the back-office; View logs the record like the original client.
    render: (_: unknown, u: AdminUser) => (
      <Button size="small" aria-label={`View ${u.fullName}`} onClick={() => console.log('View user', u)}>
        View
      </Button>
    ),
  },
];

/** User List (B8, admin): customers with a debounced search over name, email and phone. */
export default function UsersPage() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed).trim();
  const [page, setPage] = usePageReset(search);
  const users = useUsers(page, search);
  const { data, isFetching: loading } = users;
  const error = users.isError ? USER_TEXTS.failed : null;

  return (
    <div className="admin-page">
      <PageHeader title="User List" />
      <div className="admin-page__toolbar">
        <SearchInput label="Search by name, email or phone" value={typed} onChange={setTyped} />
      </div>
      {error && <Alert type="error" showIcon title={error} />}
      {!error && (
        <>
          {data && (
            <p
              className="admin-page__count"
              aria-live="polite"
            >{`Showing ${data.users.length} of ${data.totalUsers} users`}</p>
          )}
          <Card>
            <WideTable label="Users" minWidth={960}>
              <Table<AdminUser>
                rowKey="id"
                columns={columns}
                dataSource={data?.users ?? []}
                loading={loading}
                pagination={false}
                locale={{ emptyText: loading ? ' ' : USER_TEXTS.empty }}
              />
            </WideTable>
          </Card>
          {data && <AdminPager label="User pages" page={page} totalPages={data.totalPages} onChange={setPage} />}
        </>
      )}
    </div>
  );
}
