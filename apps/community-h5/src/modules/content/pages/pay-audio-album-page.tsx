import { PaidSeries } from '../components/paid-series';

/** /app/pay/albumDetail?id&iid: an audio album: what the buyer gets, price, buy. */
export function Component() {
  return <PaidSeries title="专辑详情" />;
}
