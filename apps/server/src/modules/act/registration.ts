import { act } from '@tongxin/api-client/catalogue';
import { isAllowedImageName, isFormValueFilled } from '@tongxin/validators';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import { implement } from '../../platform/module';
import { memberUploadOf } from '../content/api';
import { checkFormAnswers, FORM_ERRORS as errors } from './form-check';
import { requireMember, type Member } from '../member/api';
import { activities, formDrafts } from './schema';
import { liveOrdersOf } from './seller';

/*
 * Spec §7's registration-form calls as an activity's own form (catalogue act/registration.ts):
 * the member's answers are a draft on the server until commitForm checks every component; the
 * enrolment order checks them again with the same function (checkFormAnswers).
 */

const { REG_STATUS } = act;
const valuesSchema = z.record(z.string(), z.union([z.string(), z.number()]).transform(String));

/** The answers a `content` param holds (component id → text), or the refusal. */
function parseContent(content: string): Record<string, string> {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    throw refuse(errors.badContent);
  }
  const parsed = valuesSchema.safeParse(data);
  if (!parsed.success) throw refuse(errors.badContent);
  return parsed.data;
}

/** The member, the activity (with a form) and the member's saved answers. */
async function formOf(db: Db, p: { iid: number; token: string; id: number }, now: Date) {
  const me = await requireMember(db, p.iid, p.token, now);
  const [a] = await db.select({ id: activities.id, form: activities.form, published: activities.published, notes: activities.notes }).from(activities).where(and(eq(activities.id, p.id), eq(activities.iid, p.iid)));
  if (!a?.published) throw refuse(errors.notFound);
  if (a.form.length === 0) throw refuse(errors.noForm);
  const [draft] = await db.select().from(formDrafts).where(and(eq(formDrafts.activityId, a.id), eq(formDrafts.memberId, me.id)));
  return { me, a, draft };
}

/** Saves answers merged into the member's row with a status, in one statement. */
async function store(db: Db, me: Member, actId: number, values: Record<string, string>, status: number, now: Date, merge: boolean) {
  await db
    .insert(formDrafts)
    .values({ iid: me.iid, activityId: actId, memberId: me.id, values, status, updatedAt: now })
    .onConflictDoUpdate({
      target: [formDrafts.activityId, formDrafts.memberId],
      set: { values: merge ? sql`${formDrafts.values} || ${JSON.stringify(values)}::jsonb` : sql`${JSON.stringify(values)}::jsonb`, status, updatedAt: now },
    });
}

/** Non-empty answers only: clearing an answer removes it. */
const nonEmpty = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));

export const registrationCalls = [
  implement(act.registration, async (p, { services: s }) => {
    const { a, draft } = await formOf(s.db, p, new Date(s.now()));
    const values = draft?.values ?? {};
    return {
      status: draft?.status ?? REG_STATUS.none,
      groups: [{ id: a.id, groupName: '报名表', groupDesc: '', isFill: a.form.every((c) => c.must !== 1 || isFormValueFilled(c, values[String(c.id)])) }],
      regSummary: '活动报名须知',
      updatedAt: draft?.updatedAt.toISOString() ?? null,
    };
  }),

  implement(act.formItems, async (p, { services: s }) => {
    const { a, draft } = await formOf(s.db, p, new Date(s.now()));
    return {
      components: a.form.map((c) => ({ ...c, value: '', isShow: 1 })),
      values: draft?.values ?? {},
      status: draft?.status ?? REG_STATUS.none,
    };
  }),

  implement(act.saveFormItems, async (p, { services: s }) => {
    const now = new Date(s.now());
    const { me, a } = await formOf(s.db, p, now);
    const patch = parseContent(p.content);
    const refusal = await checkFormAnswers(s.db, me.id, a.form, patch, false);
    if (refusal) throw refusal;
    const cleared = Object.keys(patch).filter((k) => patch[k]?.trim() === '');
    await store(s.db, me, a.id, nonEmpty(patch), REG_STATUS.draft, now, true);
    if (cleared.length) {
      await s.db
        .update(formDrafts)
        .set({ values: sql`${formDrafts.values} - ARRAY[${sql.join(cleared.map((k) => sql`${k}`), sql`, `)}]::text[]` })
        .where(and(eq(formDrafts.activityId, a.id), eq(formDrafts.memberId, me.id)));
    }
    return true;
  }),

  implement(act.resetForm, async (p, { services: s }) => {
    const { me, a } = await formOf(s.db, p, new Date(s.now()));
    await s.db.delete(formDrafts).where(and(eq(formDrafts.activityId, a.id), eq(formDrafts.memberId, me.id)));
    return true;
  }),

  implement(act.commitForm, async (p, { services: s }) => {
    const now = new Date(s.now());
    const { me, a } = await formOf(s.db, p, now);
    const values = nonEmpty(parseContent(p.content));
    const refusal = await checkFormAnswers(s.db, me.id, a.form, values, true);
    if (refusal) throw refusal;
    await store(s.db, me, a.id, values, REG_STATUS.committed, now, false);
    return true;
  }),

  implement(act.checkImg, async ({ iid, token, url }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    if (!isAllowedImageName(url)) throw refuse(act.checkImg.errors.badType);
    const upload = await memberUploadOf(s.db, me.id, url);
    if (!upload) throw refuse(act.checkImg.errors.notOwnImage);
    return { url: upload.url, width: upload.width, height: upload.height };
  }),

  implement(act.interest, async ({ iid, token, ids }, { services: s }) => {
    const me = await requireMember(s.db, iid, token, new Date(s.now()));
    const live = await liveOrdersOf(s.db, { iid, memberId: me.id });
    return [...new Set(ids.split(',').map(Number))].flatMap((actId) => {
      const held = live.get(actId);
      return held ? [{ actId, ...held }] : [];
    });
  }),
];
