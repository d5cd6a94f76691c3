import { PaidSeries } from '../components/paid-series';

/** /app/pay/bookDetailList?id&iid: a book's chapters: what the buyer gets, price, buy. */
export function Component() {
  return <PaidSeries title="图书详情" />;
}
