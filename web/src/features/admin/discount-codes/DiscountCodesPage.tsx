import { Alert, Button, Card, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { AdminPager } from '../common/AdminPager';
import { PageHeader } from '../common/PageHeader';
import { SearchInput } from '../common/SearchInput';
import { WideTable } from '../common/WideTable';
import { useDebouncedValue } from '../common/use-debounced-value';
import { usePageReset } from '../common/use-page-reset';
import '../common/admin-pages.css';
import { CodeModal } from './CodeModal';
import { termsOfCode, usesText, validDates } from './code-form';
import { CODE_TEXTS, useDiscountCodes, type DiscountCode } from './api/get-discount-codes';
import { updateCode } from './api/save-discount-code';

/** DISCOUNT CODES (issue 21): the list with search; admins add, edit and deactivate, staff read. */
export default function DiscountCodesPage() {
  const isAdmin = useSession((s) => s.user?.user_type === 'admin');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed).trim();
  const [page, setPage] = usePageReset(search);
  const [editing, setEditing] = useState<DiscountCode | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const codes = useDiscountCodes(page, search);
  const { data, isFetching: loading } = codes;
  const error = codes.isError ? CODE_TEXTS.failed : null;
  const reload = () => void codes.refetch();

  // Deactivating keeps the code and its orders' record; the API's DELETE stays for a code made by mistake.
  const deactivate = async (code: DiscountCode) => {
    try {
      await updateCode(code.code, { ...termsOfCode(code), active: false });
      setNotice(`${code.code} is deactivated.`);
    } catch (e) {
      setNotice((e instanceof ApiError && e.serverMessage) || 'Failed to deactivate the code');
    }
    reload();
  };

  const columns = [
    {
      title: 'Code',
      key: 'code',
      render: (_: unknown, c: DiscountCode) => <Link to={`/admin/discount-codes/${c.code}`}>{c.code}</Link>,
    },
    { title: 'Gives', dataIndex: 'gives', key: 'gives' },
    { title: 'Valid', key: 'valid', render: (_: unknown, c: DiscountCode) => validDates(c) },
    { title: 'Uses / limit', key: 'uses', render: (_: unknown, c: DiscountCode) => usesText(c) },
    {
      title: 'Active',
      key: 'active',
      render: (_: unknown, c: DiscountCode) => (c.active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
    },
    ...(isAdmin
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, c: DiscountCode) => (
              <span>
                <Button size="small" aria-label={`Edit ${c.code}`} onClick={() => setEditing(c)}>
                  Edit
                </Button>{' '}
                {c.active && (
                  <Popconfirm title={`Deactivate ${c.code}?`} okText="Deactivate" onConfirm={() => deactivate(c)}>
                    <Button size="small" danger aria-label={`Deactivate ${c.code}`}>
                      Deactivate
                    </Button>
                  </Popconfirm>
                )}
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="admin-page">
      <PageHeader title="Discount Codes">
        {isAdmin && (
          <Button type="primary" onClick={() => setEditing('new')}>
            ADD NEW CODE
          </Button>
        )}
      </PageHeader>
      <div className="admin-page__toolbar">
        <SearchInput label="Search by code" value={typed} onChange={setTyped} />
      </div>
      {notice && <Alert type="info" showIcon title={notice} closable onClose={() => setNotice(null)} />}
      {error && <Alert type="error" showIcon title={error} />}
      {!error && (
        <>
          {data && (
            <p className="admin-page__count" aria-live="polite">
              {`Showing ${data.codes.length} of ${data.totalCodes} codes`}
            </p>
          )}
          <Card>
            <WideTable label="Discount codes" minWidth={860}>
              <Table<DiscountCode>
                rowKey="code"
                columns={columns}
                dataSource={data?.codes ?? []}
                loading={loading}
                pagination={false}
                locale={{ emptyText: loading ? ' ' : CODE_TEXTS.empty }}
              />
            </WideTable>
          </Card>
          {data && <AdminPager label="Code pages" page={page} totalPages={data.totalPages} onChange={setPage} />}
        </>
      )}
      {editing && (
        <CodeModal
          code={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
