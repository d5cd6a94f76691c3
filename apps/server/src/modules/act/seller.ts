import { act, order } from '@tongxin/api-client/catalogue';
import { checkParticipant, PARTICIPANT_ID_TYPE, type Participant } from '@tongxin/validators';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { refuse } from '../../http/reply-error';
import type { Seller } from '../../platform/seller';
import { ordersOfMember } from '../order/api';
import { checkFormAnswers } from './form-check';
import { HOLD_MS, givePlacesBack, takePlaces } from './places';
import { activities, companions, enrolments, participants } from './schema';

/*
 * Activity enrolment through the order kernel (business type 1): `order.create` with orderType 1,
 * `keys` the activity id, `num` the people, `isNeedInsur`, `remark`, and `info` the enrolment as
 * JSON — `{ participants: Participant[], form: { [componentId]: value }, saveCompanions }`. The
 * seller checks every participant (validators' checkParticipant, the words of spec §5), the
 * activity's own form and its enrolment window, prices it (the price per person, insurance per
 * person when taken; forced insurance must be taken), takes the places in the kernel's
 * transaction (one conditional UPDATE, never past the quota), gives them back when the order is
 * cancelled, expires or is refunded, and records the enrolment with its participants and code
 * when the verified payment arrives.
 */

const errors = act.ENROL_ERRORS;
const { waitingPayment: WAITING, paid: PAID, cancelled: CANCELLED } = order.ORDER_STATUS;

const infoSchema = z.object({
  participants: z.array(
    z.object({
      name: z.string().max(20),
      gender: z.coerce.number().int(),
      mobile: z.string().max(20),
      idType: z.coerce.number().int(),
      idNumber: z.string().max(30),
      birthDate: z.string().max(10),
      emergencyName: z.string().max(20),
      emergencyPhone: z.string().max(20),
    }),
  ),
  form: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  saveCompanions: z.boolean().default(false),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const trimmed = (p: Participant): Participant => ({
  ...p,
  name: p.name.trim(),
  mobile: p.mobile.trim(),
  idNumber: p.idType === PARTICIPANT_ID_TYPE.nationalId ? p.idNumber.trim().toUpperCase() : p.idNumber.trim(),
  emergencyName: p.emergencyName.trim(),
  emergencyPhone: p.emergencyPhone.trim(),
});

/** The enrolment of an order's `info`, each participant checked, or the refusal saying which and why. */
export function checkedEnrolment(info: string, num: number, form: (typeof activities.$inferSelect)['form'], now: Date) {
  const parsed = infoSchema.safeParse(parseJson(info));
  if (!parsed.success) throw refuse(errors.badParticipant);
  const people = parsed.data.participants.map(trimmed);
  if (people.length !== num) throw refuse(errors.countMismatch);
  people.forEach((p, i) => {
    const problem = checkParticipant(p, now);
    if (problem) throw refuse(errors.badParticipant, `第${i + 1}位报名人：${problem[1]}`);
  });
  if (new Set(people.map((p) => `${p.idType}:${p.idNumber}`)).size !== people.length) throw refuse(errors.duplicatePerson);
  // The answers to the activity's own components (checked by checkFormAnswers in quote).
  const values: Record<string, string> = {};
  for (const c of form) {
    const v = parsed.data.form[String(c.id)];
    const value = v === undefined ? '' : String(v);
    if (value.trim() !== '') values[String(c.id)] = value;
  }
  return { people, form: values, saveCompanions: parsed.data.saveCompanions };
}

/** A participant's name as others see it in lists and ranks: 王*雨. */
const maskName = (name: string) => (name.length <= 1 ? name : name.length === 2 ? `${name[0]}*` : `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`);

const newCode = () => String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));

async function activityOfLine(tx: Db, iid: number, keys: string) {
  const id = Number(keys);
  if (!keys || !Number.isInteger(id) || id <= 0) throw refuse(errors.notFound);
  const [a] = await tx.select().from(activities).where(and(eq(activities.id, id), eq(activities.iid, iid)));
  if (!a?.published) throw refuse(errors.notFound);
  return a;
}

/** The member's live (waiting or paid) orders of activities, the latest per activity id. */
export async function liveOrdersOf(db: Db, who: { iid: number; memberId: number }): Promise<Map<number, { orderId: string; status: number }>> {
  const mine = await ordersOfMember(db, who, [order.BUSINESS_TYPE.activity]);
  const live = new Map<number, { orderId: string; status: number }>();
  for (const o of mine) if (o.status === WAITING || order.isPaidStatus(o.status)) live.set(Number(o.keys), { orderId: o.orderId, status: o.status });
  return live;
}

/** The member's live (waiting or paid) order of the activity, if any. */
export async function liveOrderOf(db: Db, who: { iid: number; memberId: number }, actId: number): Promise<string | null> {
  return (await liveOrdersOf(db, who)).get(actId)?.orderId ?? null;
}

export const actSeller: Seller = {
  businessType: order.BUSINESS_TYPE.activity,

  async quote(tx, line, buyer) {
    const now = new Date();
    const a = await activityOfLine(tx, line.iid, line.keys);
    const enrolment = checkedEnrolment(line.info, line.num, a.form, now);
    // The form as commitForm checks it: every component by its type, required ones answered.
    const formRefusal = await checkFormAnswers(tx, buyer.memberId, a.form, enrolment.form, true);
    if (formRefusal) throw formRefusal;
    if (now < a.enrollStart) throw refuse(errors.notOpen);
    if (now > a.enrollEnd || now >= a.startAt) throw refuse(errors.closed);
    if (await liveOrderOf(tx, buyer, a.id)) throw refuse(errors.alreadyEnrolled);
    if (a.insuranceMode === act.INSURANCE_MODE.forced && !line.isNeedInsur) throw refuse(errors.insuranceRequired);
    if (a.insuranceMode === act.INSURANCE_MODE.none && line.isNeedInsur) throw refuse(errors.noInsurance);
    return {
      title: a.title,
      image: a.images[0] ?? '',
      unitFen: a.price,
      num: line.num,
      insurUnitFen: a.insuranceMode === act.INSURANCE_MODE.none ? 0 : a.insurancePrice,
      holdMs: HOLD_MS,
      snapshot: { actId: a.id, participants: enrolment.people, form: enrolment.form, saveCompanions: enrolment.saveCompanions, insured: line.isNeedInsur },
    };
  },

  async reserve(tx, line) {
    const actId = Number(line.keys);
    if (await takePlaces(tx, actId, line.num)) return;
    const [fresh] = await tx.select({ taken: activities.taken, quota: activities.quota }).from(activities).where(eq(activities.id, actId));
    const left = Math.max(0, (fresh?.quota ?? 0) - (fresh?.taken ?? 0));
    throw refuse(errors.notEnoughPlaces, left === 0 ? '名额已满，下次早点来哦' : `报名人数超过剩余名额（仅剩${left}个）`);
  },

  async release(tx, sold) {
    const actId = Number(sold.keys);
    if (!Number.isInteger(actId) || actId <= 0) return;
    await givePlacesBack(tx, actId, sold.num);
    await tx.update(enrolments).set({ status: CANCELLED }).where(eq(enrolments.orderId, sold.orderId));
  },

  async paid(tx, sold) {
    const snap = sold.snapshot as { actId?: number; participants?: Participant[]; form?: Record<string, string>; saveCompanions?: boolean; insured?: boolean };
    const actId = snap.actId ?? Number(sold.keys);
    const people = snap.participants ?? [];
    const [a] = await tx.select().from(activities).where(eq(activities.id, actId));
    if (!a) return;
    const at = sold.paidAt ?? new Date();
    const insured = snap.insured === true;
    const inserted = await tx
      .insert(enrolments)
      .values({
        orderId: sold.orderId,
        iid: sold.iid,
        activityId: actId,
        memberId: sold.memberId,
        nickName: maskName(people[0]?.name ?? ''),
        status: PAID,
        num: sold.num,
        unitPrice: sold.unitFen,
        insurancePrice: insured ? a.insurancePrice : 0,
        insured,
        total: sold.payFen,
        remark: '',
        info: snap.form ?? {},
        tradeNo: sold.tradeNo,
        code: newCode(),
        createdAt: at,
        paidAt: at,
      })
      .onConflictDoNothing()
      .returning({ orderId: enrolments.orderId });
    if (inserted.length === 0) return;
    if (people.length) await tx.insert(participants).values(people.map((p) => ({ orderId: sold.orderId, ...p })));
    if (snap.saveCompanions && people.length) {
      await tx
        .insert(companions)
        .values(people.map((p) => ({ iid: sold.iid, memberId: sold.memberId, ...p, createdAt: at })))
        .onConflictDoNothing();
    }
  },
};
