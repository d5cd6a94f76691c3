/** A positive integer of the query, else 0. */
export function queryInt(search: URLSearchParams, key: string): number {
  const n = Number(search.get(key));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Time left as people say it: 12天 / 5小时 / 30分钟 / 已结束. */
export function timeLeft(seconds: number): string {
  if (seconds <= 0) return '已结束';
  if (seconds >= 86_400) return `${Math.floor(seconds / 86_400)}天`;
  if (seconds >= 3600) return `${Math.floor(seconds / 3600)}小时`;
  return `${Math.max(1, Math.floor(seconds / 60))}分钟`;
}
