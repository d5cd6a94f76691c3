import { callKind, type CallDeclaration, type CallPaging } from '../define';

/**
 * Refuses a write where a read belongs. A write sent through a query would be repeated by every
 * refetch (mount, focus, invalidation): `order.create` twice is two orders. The types already
 * refuse it (`QueryDeclaration`); this catches a declaration typed loosely.
 */
export function assertQueryDeclaration(declaration: CallDeclaration): void {
  if (callKind(declaration) === 'mutation') {
    throw new TypeError(
      `${declaration.name} is a write (kind 'mutation'): use useWrite, not a read`,
    );
  }
}

/** The rows of one page: the page itself when it is a list, else its `list` (a `{ list, total }` page). */
export function pageItems(page: unknown): readonly unknown[] {
  if (Array.isArray(page)) return page;
  if (
    typeof page === 'object' &&
    page !== null &&
    Array.isArray((page as { list?: unknown }).list)
  ) {
    return (page as { list: unknown[] }).list;
  }
  return [];
}

/** The `total` of a `{ list, total }` page; undefined for a plain list. */
export function totalOf(page: unknown): number | undefined {
  if (typeof page !== 'object' || page === null) return undefined;
  const total = (page as { total?: unknown }).total;
  return typeof total === 'number' ? total : undefined;
}

/**
 * Which paging variant a declaration uses: its own `paging`, else read from its params (a
 * `pageNumber` param means the pageNumber variant), with 10 rows a page.
 */
export function pagingOf(declaration: CallDeclaration): CallPaging {
  if (declaration.paging) return declaration.paging;
  const shape = (declaration.params as { shape?: Record<string, unknown> }).shape;
  return { page: shape && 'pageNumber' in shape ? 'pageNumber' : 'pageNo', defaultSize: 10 };
}

/** The row type of a page: the element of a list page, or of a `{ list }` page's list. */
export type PageItem<T> = T extends readonly (infer I)[]
  ? I
  : T extends { readonly list: readonly (infer I)[] }
    ? I
    : never;
