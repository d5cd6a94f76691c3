import { errorMessage, isApiError } from '@tongxin/api-client';
import { act } from '@tongxin/api-client/catalogue';
import { formatFen } from '@tongxin/ui';

/** The state chip of an activity (ACT_STATE). */
export const STATE_TEXT: Record<number, string> = {
  [act.ACT_STATE.open]: '报名中',
  [act.ACT_STATE.full]: '已满员',
  [act.ACT_STATE.closed]: '报名已截止',
  [act.ACT_STATE.notOpen]: '暂不可报名',
  [act.ACT_STATE.enrolled]: '已报名',
};

const WEEK = ['日', '一', '二', '三', '四', '五', '六'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A date in China time (UTC+8) as parts. */
function local(iso: string) {
  const d = new Date(Date.parse(iso) + 8 * 3_600_000);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), w: d.getUTCDay(), h: d.getUTCHours(), min: d.getUTCMinutes() };
}

/** 05月20日 周六 */
export function dayText(iso: string): string {
  const t = local(iso);
  return `${pad(t.m)}月${pad(t.d)}日 周${WEEK[t.w] ?? ''}`;
}

/** 2026-05-20 08:30 */
export function dateTimeText(iso: string): string {
  const t = local(iso);
  return `${t.y}-${pad(t.m)}-${pad(t.d)} ${pad(t.h)}:${pad(t.min)}`;
}

/** 05月20日 周六 · 2天 */
export function dateRangeText(a: { startAt: string; days: number }): string {
  return `${dayText(a.startAt)} · ${a.days}天`;
}

/** ¥68.00/人, or 免费. */
export function priceText(fen: number): string {
  return fen === 0 ? '免费' : `${formatFen(fen)}/人`;
}

/** Days of the list's 天数 filter: [label, start, end]. */
export const DURATIONS: readonly [string, number | undefined, number | undefined][] = [
  ['不限', undefined, undefined],
  ['1天', 1, 1],
  ['2天', 2, 2],
  ['3天', 3, 3],
  ['3天以上', 4, undefined],
];

/** The 费用 filter in fen. */
export const COSTS: readonly [string, number | undefined, number | undefined][] = [
  ['不限', undefined, undefined],
  ['100元以下', undefined, 10_000],
  ['100–300元', 10_000, 30_000],
  ['300–600元', 30_000, 60_000],
  ['600–1500元', 60_000, 150_000],
  ['1500元以上', 150_000, undefined],
];

export const SORTS: readonly [string, number][] = [
  ['默认排序', act.ACT_SORT.default],
  ['出发时间', act.ACT_SORT.departure],
  ['价格从低到高', act.ACT_SORT.priceUp],
  ['价格从高到低', act.ACT_SORT.priceDown],
  ['报名人数', act.ACT_SORT.popular],
];

export const TIMESPANS: readonly [string, number][] = [
  ['全部时间', act.ACT_TIMESPAN.any],
  ['本周末', act.ACT_TIMESPAN.weekend],
  ['近一个月', act.ACT_TIMESPAN.month],
  ['近三个月', act.ACT_TIMESPAN.quarter],
];

// The pages' links live beside the manifest, which imports nothing else of the module.

/**
 * What to tell the member about a failure: the server's words for a refusal, the page's own words
 * for a check it made itself (an Error it threw: no location, no QR word, a wrong file type), and
 * 系统繁忙 for anything else.
 */
export function problemText(error: unknown): string {
  if (!isApiError(error) && error instanceof Error && error.message) return error.message;
  return errorMessage(error);
}
