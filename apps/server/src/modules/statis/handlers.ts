import { order, statis } from '@tongxin/api-client/catalogue';
import { refuse } from '../../http/reply-error';
import { implement, type CallContext } from '../../platform/module';
import { latestSmsSends, smsSendCounts } from '../../platform/sms-sends';
import { shanghaiDay } from '../../platform/time';
import { activityTakings, insuredEnrolments, participantPeople, type ActivityTakings } from '../act/api';
import { requireMember } from '../member/api';
import { paidOrderAmounts } from '../order/api';
import { roleOf } from './api';

const DAY_MS = 86_400_000;

/**
 * The signed-in member, when their role in the tenant opens statistics; else the refusal the page
 * shows. `adminOnly`: figures for the tenant's admins alone (a leader gets adminOnly).
 */
async function permitted(iid: number, token: string, { services: s }: CallContext, adminOnly = false) {
  const me = await requireMember(s.db, iid, token, new Date(s.now()));
  const role = await roleOf(s.db, iid, me.id);
  if (!role || !(statis.STATIS_ROLES as readonly string[]).includes(role)) throw refuse(statis.STATIS_ERRORS.notPermitted);
  if (adminOnly && role !== 'admin') throw refuse(statis.STATIS_ERRORS.adminOnly);
  return me;
}

/** The month ('YYYY-MM', Shanghai) `back` months before the one `now` is in. */
function monthBefore(now: Date, back: number): string {
  const [y, m] = shanghaiDay(now).split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Accepted and failed counts of rows, by a key. */
function tally<R extends { ok: boolean; count: number }>(rows: readonly R[], key: (r: R) => string) {
  const totals = new Map<string, { ok: number; failed: number }>();
  for (const r of rows) {
    const t = totals.get(key(r)) ?? { ok: 0, failed: 0 };
    if (r.ok) t.ok += r.count;
    else t.failed += r.count;
    totals.set(key(r), t);
  }
  return totals;
}

/** A logged kind as the catalogue names it. */
const smsKind = (kind: string): statis.SmsKind => (kind === 'notice' ? 'notice' : 'code');

const SMS_MONTHS = 6;
const SMS_RECENT = 10;

/** Whole years from a birth date ('YYYY-MM-DD') to a day, or undefined when it does not read as a date. */
export function ageOn(birthDate: string, today: string): number | undefined {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!b || !t) return undefined;
  const years = Number(t[1]) - Number(b[1]) - (`${t[2]}${t[3]}` < `${b[2]}${b[3]}` ? 1 : 0);
  return years >= 0 && years <= 200 ? years : undefined;
}

const AGE_GROUPS = [
  { label: '18岁以下', max: 17 },
  { label: '18–30岁', max: 30 },
  { label: '31–45岁', max: 45 },
  { label: '46–60岁', max: 60 },
  { label: '60岁以上', max: 200 },
] as const;

/** The Monday of the week `weeksBack` weeks before the one `at` is in, 00:00 Shanghai. */
function weekStart(at: Date, weeksBack: number): Date {
  const day = shanghaiDay(at);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return new Date(Date.parse(`${day}T00:00:00+08:00`) - (weekday + weeksBack * 7) * DAY_MS);
}

/** Rows added up by a key, in the order the keys first appear. */
function sumBy<R, K, T extends Record<string, number>>(rows: readonly R[], key: (r: R) => K, start: () => T, add: (total: T, r: R) => void): Map<K, T> {
  const totals = new Map<K, T>();
  for (const r of rows) {
    const k = key(r);
    const total = totals.get(k) ?? start();
    add(total, r);
    totals.set(k, total);
  }
  return totals;
}

/** Activities with their paid people and revenue, added up by a key (a week, a leader). */
const takingsBy = <K,>(rows: readonly ActivityTakings[], key: (a: ActivityTakings) => K) =>
  sumBy(
    rows,
    key,
    () => ({ activities: 0, people: 0, revenueFen: 0 }),
    (t, a) => {
      t.activities += 1;
      t.people += a.people;
      t.revenueFen += a.revenueFen;
    },
  );

/** Most leaders the leader figure lists. */
const LEADERS_SHOWN = 50;

export const statisCalls = [
  implement(statis.weekact, async ({ iid, token, weeks }, ctx) => {
    await permitted(iid, token, ctx);
    const now = new Date(ctx.services.now());
    // Each activity counts in the week it starts (Monday, Shanghai), with its paid people and revenue.
    const rows = takingsBy(await activityTakings(ctx.services.db, iid, weekStart(now, weeks - 1)), (a) => shanghaiDay(weekStart(a.startAt, 0)));
    // Every week in the range, an empty one included, so the chart's axis is even.
    return Array.from({ length: weeks }, (_, i) => {
      const week = shanghaiDay(weekStart(now, weeks - 1 - i));
      return { week, ...(rows.get(week) ?? { activities: 0, people: 0, revenueFen: 0 }) };
    });
  }),

  implement(statis.adperson, async ({ iid, token }, ctx) => {
    await permitted(iid, token, ctx);
    const people = await participantPeople(ctx.services.db, iid);
    const today = shanghaiDay(new Date(ctx.services.now()));
    const gender = [
      { label: '男', value: people.filter((p) => p.gender === 1).length },
      { label: '女', value: people.filter((p) => p.gender === 2).length },
    ];
    const other = people.length - gender[0]!.value - gender[1]!.value;
    if (other > 0) gender.push({ label: '未填写', value: other });
    const ages = AGE_GROUPS.map((g) => ({ label: g.label, value: 0 }));
    for (const p of people) {
      const age = ageOn(p.birthDate, today);
      const index = age === undefined ? -1 : AGE_GROUPS.findIndex((g) => age <= g.max);
      if (index >= 0) ages[index]!.value += 1;
    }
    return { gender, ages, total: people.length };
  }),

  implement(statis.adtrade, async ({ iid, token, days }, ctx) => {
    await permitted(iid, token, ctx);
    const since = new Date(ctx.services.now() - days * DAY_MS);
    const byType = sumBy(
      await paidOrderAmounts(ctx.services.db, iid, since),
      (o) => o.businessType,
      () => ({ orders: 0, amountFen: 0 }),
      (t, o) => {
        t.orders += 1;
        t.amountFen += o.payFen;
      },
    );
    return [...byType]
      .sort(([a], [b]) => a - b)
      .map(([businessType, t]) => ({ businessType, ...t, label: order.BUSINESS_TYPE_LABEL[businessType] ?? `类型${businessType}` }));
  }),

  implement(statis.adinsure, async ({ iid, token, months }, ctx) => {
    await permitted(iid, token, ctx);
    const now = new Date(ctx.services.now());
    const first = (back: number) => monthBefore(now, back);
    const since = new Date(Date.parse(`${first(months - 1)}-01T00:00:00+08:00`));
    const rows = sumBy(
      await insuredEnrolments(ctx.services.db, iid, since),
      (e) => shanghaiDay(e.paidAt).slice(0, 7),
      () => ({ people: 0, premiumFen: 0 }),
      (t, e) => {
        t.people += e.people;
        t.premiumFen += e.premiumFen;
      },
    );
    return Array.from({ length: months }, (_, i) => {
      const month = first(months - 1 - i);
      return { month, ...(rows.get(month) ?? { people: 0, premiumFen: 0 }) };
    });
  }),

  implement(statis.leader, async ({ iid, token }, ctx) => {
    await permitted(iid, token, ctx);
    const byLeader = takingsBy(await activityTakings(ctx.services.db, iid), (a) => a.leaderName);
    // Most activities first; a tie by name (code points), so the list reads the same every time.
    return [...byLeader]
      .map(([leader, t]) => ({ leader, activities: t.activities, people: t.people }))
      .sort((a, b) => b.activities - a.activities || (a.leader < b.leader ? -1 : a.leader > b.leader ? 1 : 0))
      .slice(0, LEADERS_SHOWN);
  }),

  implement(statis.sms, async ({ iid, token, days }, ctx) => {
    await permitted(iid, token, ctx, true);
    const { db } = ctx.services;
    const now = new Date(ctx.services.now());
    const today = shanghaiDay(now);
    const dayBefore = (back: number) => shanghaiDay(new Date(Date.parse(`${today}T12:00:00+08:00`) - back * DAY_MS));
    const firstDay = dayBefore(days - 1);
    const firstMonth = monthBefore(now, SMS_MONTHS - 1);
    // One read from whichever starts earlier, the day range or the six months.
    const since = [`${firstMonth}-01`, firstDay].sort()[0]!;
    const rows = await smsSendCounts(db, iid, new Date(`${since}T00:00:00+08:00`));
    const inRange = rows.filter((r) => r.day >= firstDay);
    const byDay = tally(inRange, (r) => r.day);
    const byMonth = tally(rows, (r) => r.day.slice(0, 7));
    const byKind = tally(inRange, (r) => `${r.kind} ${r.purpose}`);
    const none = { ok: 0, failed: 0 };
    return {
      days: Array.from({ length: days }, (_, i) => dayBefore(days - 1 - i)).map((day) => ({ day, ...(byDay.get(day) ?? none) })),
      months: Array.from({ length: SMS_MONTHS }, (_, i) => monthBefore(now, SMS_MONTHS - 1 - i)).map((month) => ({ month, ...(byMonth.get(month) ?? none) })),
      kinds: [...byKind]
        .map(([key, t]) => {
          const [kind, purpose] = key.split(' ') as [string, string];
          return { kind: smsKind(kind), purpose, ...t };
        })
        .sort((a, b) => b.ok + b.failed - (a.ok + a.failed)),
      recent: (await latestSmsSends(db, iid, SMS_RECENT)).map((r) => ({ ...r, kind: smsKind(r.kind), sentAt: r.sentAt.toISOString() })),
    };
  }),
];
