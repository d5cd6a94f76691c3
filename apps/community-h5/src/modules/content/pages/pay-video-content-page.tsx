import { PaidSeries } from '../components/paid-series';

/** /app/pay/videoContent?roomNo&iid: the pay gate of a paid video: what the buyer gets, price, buy. */
export function Component() {
  return <PaidSeries title="视频详情" idParam="roomNo" />;
}
