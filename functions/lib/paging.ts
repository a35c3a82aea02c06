/** Page numbers of the back-office lists (contract 6.9): from 1; anything else reads as 1. A page past the end is empty. */
export function pageNumber(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** A page size from the request within bounds, else the default. */
export function pageSize(value: unknown, fallback: number, max = 100): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

export interface Page<T> {
  items: T[];
  currentPage: number;
  perPage: number;
  totalPages: number;
  total: number;
}

/** One page of a list held in memory, with the totals a pager needs. */
export function pageOf<T>(all: T[], page: number, size: number): Page<T> {
  return {
    items: all.slice((page - 1) * size, page * size),
    currentPage: page,
    perPage: size,
    totalPages: Math.ceil(all.length / size),
    total: all.length,
  };
}

/** The totals of a page read from an index whose length is counted elsewhere. */
export function pageTotals(total: number, page: number, size: number) {
  return { currentPage: page, perPage: size, totalPages: Math.ceil(total / size), total };
}
