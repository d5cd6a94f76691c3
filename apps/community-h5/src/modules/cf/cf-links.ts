/** The crowdfunding pages' paths: every page of a project takes it as query `id`. */
const q = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
};

export const cfPaths = {
  index: (iid: number, id?: number) => q(`/app/cf/${iid}/index`, { id }),
  page: (iid: number, page: 'infos' | 'launch' | 'bind' | 'share' | 'shareSuccess' | 'pay' | 'place' | 'question' | 'supporter' | 'backer' | 'rank' | 'customer', id?: number) => q(`/app/cf/${iid}/${page}`, { id }),
  /** The support's pay page: a tier (with units) or a free amount in fen. */
  cfPay: (iid: number, id: number, choice: { tierId?: number; num?: number; amountFen?: number }) => q('/app/pay/cf_pay', { iid, id, ...choice }),
};

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
