import { useState } from 'react';

/** Paging state over a list, for the paged grids and lists of core spec §2 and §9. */
export interface Paging<T> {
  /** Zero-based page shown, always within range (clamped when the list shrinks). */
  readonly page: number;
  readonly pageCount: number;
  readonly pageItems: readonly T[];
  readonly goPrev: () => void;
  readonly goNext: () => void;
  readonly goTo: (page: number) => void;
}

/**
 * Splits `items` into pages of `perPage` (at least 1), starting at `initialPage`.
 *
 * @example
 * const { pageItems, page, pageCount, goNext } = usePaging(languages, 15);
 */
export function usePaging<T>(items: readonly T[], perPage: number, initialPage = 0): Paging<T> {
  const size = Number.isFinite(perPage) && perPage >= 1 ? Math.floor(perPage) : 1;
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const [requested, setRequested] = useState(initialPage);
  const page = Math.min(Math.max(requested, 0), pageCount - 1);
  const goTo = (next: number) => setRequested(Math.min(Math.max(next, 0), pageCount - 1));
  return {
    page,
    pageCount,
    pageItems: items.slice(page * size, page * size + size),
    goPrev: () => goTo(page - 1),
    goNext: () => goTo(page + 1),
    goTo,
  };
}
