import { PaidSeries } from '../components/paid-series';

/** /app/pay/pvideoAlbumDetail?id&iid: a paid video album: what the buyer gets, price, buy. */
export function Component() {
  return <PaidSeries title="课程详情" />;
}
