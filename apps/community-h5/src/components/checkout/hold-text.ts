/** A payment window in the words of a confirm page: 30 分钟, 45 秒, 2 小时, 1 小时 30 分钟. */
export function holdDuration(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `${s} 秒`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `${minutes} 分钟`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分钟`;
}

/** What the confirm page says of the time an order waits for its payment (order.calculate's holdSeconds). */
export const holdText = (seconds: number) =>
  `提交订单后请在 ${holdDuration(seconds)}内完成支付，超时订单将自动取消`;
