/**
 * The rows to skip for a page of a list, in either paging style of the catalogue's shapes
 * (`pageNo` or `pageNumber`, both counted from 1, with `pageSize`).
 */
export function pageOffset(page: { pageSize: number } & ({ pageNumber: number } | { pageNo: number })): number {
  const number = 'pageNumber' in page ? page.pageNumber : page.pageNo;
  return (number - 1) * page.pageSize;
}
