import { Pagination } from 'antd';

interface Props {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The pager's own label for screen readers, e.g. "Products pages". */
  label: string;
}

/**
 * The back-office pager (contract 6.9): hidden when there is one page or none; a short window of page numbers
 * around the current one, the first and last page, previous and next.
 */
export function AdminPager({ page, totalPages, onChange, label }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="admin-pager">
      <Pagination current={page} total={totalPages * 10} pageSize={10} showSizeChanger={false} showLessItems onChange={onChange} />
    </nav>
  );
}
