import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, instant, textParam } from '../shapes';

/*
 * Business cards and the organisation's member shops. The spec shows no reply for
 * these calls (§7 "not shown"): the shapes are ours.
 */

/** A member shop's application: 0 filled in, 1 paying (an order holds it), 2 paid and under review, 3 approved, 4 rejected. */
export const SHOP_STATUS = { draft: 0, paying: 1, reviewing: 2, approved: 3, rejected: 4 } as const;
export const SHOP_STATUS_LABEL: Readonly<Record<number, string>> = { 0: '待支付', 1: '支付中', 2: '审核中', 3: '已入驻', 4: '未通过' };

/** Pictures and videos a card shows (imgs_videos). */
export const CARD_MEDIA_MAX = 9;

export const SHOPS_ERRORS = {
  cardNotFound: callError(404, '名片不存在或已删除'),
  noCard: callError(404, '你还没有名片，请先创建'),
  badPhone: callError(400, '手机号码格式不对哦~'),
  badEmail: callError(400, '邮箱格式格式不对哦~'),
  shopNotFound: callError(404, '商家不存在或未入驻'),
  applicationLocked: callError(409, '入驻申请已支付，正在审核中，不能修改'),
  noApplication: callError(404, '请先填写入驻信息'),
  notPayable: callError(409, '入驻申请不是待支付状态'),
} as const;

/** A picture or video address: an upload of ours ('/…') or an http(s) URL. */
export const mediaParam = /* @__PURE__ */ textParam(500).check(z.refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v), '图片地址不对'));

/** A business card as anyone signed in sees it. */
export const cardSchema = z.object({
  /** The share code: the card's address (/app/shops/card?code=…). */
  shareCode: z.string(),
  memberId: z.number().check(z.int()),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  phone: z.string(),
  wechat: z.string(),
  email: z.string(),
  website: z.string(),
  address: z.string(),
  intro: z.string(),
  avatar: z.string(),
  /** #rgb or #rrggbb. */
  theme: z.string(),
  images: z.array(z.string()),
  videos: z.array(z.string()),
  isMine: z.boolean(),
  /** Whether the caller keeps it in their card list. */
  collected: z.boolean(),
  updatedAt: instant,
});
export type Card = z.infer<typeof cardSchema>;

/** A card in the card list (名片夹). */
export const cardRowSchema = z.object({
  shareCode: z.string(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  avatar: z.string(),
  collectedAt: instant,
});
export type CardRow = z.infer<typeof cardRowSchema>;

/** Who opened the owner's card, and when (one row per visitor and day). */
export const visitSchema = z.object({ nickName: z.string(), headImg: z.string(), day: z.string() });

export const shareStatsSchema = z.object({
  shareCode: z.string(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  avatar: z.string(),
  /** Visits: one per visitor per day, the owner's own never counted. */
  visits: z.number().check(z.int()),
  visitors: z.number().check(z.int()),
  today: z.number().check(z.int()),
  recent: z.array(visitSchema),
});
export type ShareStats = z.infer<typeof shareStatsSchema>;

/** The member's volunteer record, computed from their activity sign-ups and check-ins. */
export const gongyiSchema = z.object({
  name: z.string(),
  /** Paid enrolments in activities that have ended. */
  activities: z.number().check(z.int()),
  /** Enrolments whose participants checked in. */
  attended: z.number().check(z.int()),
  /** Service hours of the ended activities attended, rounded to a tenth. */
  hours: z.number(),
  /** Upcoming activities the member is enrolled in. */
  upcoming: z.number().check(z.int()),
  recent: z.array(z.object({ activityId: z.number().check(z.int()), title: z.string(), startAt: instant, checkedIn: z.boolean(), ended: z.boolean() })),
});
export type Gongyi = z.infer<typeof gongyiSchema>;

/** A member shop as the directory shows it. */
export const shopSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  category: z.string(),
  logo: z.string(),
  intro: z.string(),
  region: z.string(),
  contact: z.string(),
  phone: z.string(),
  photos: z.array(z.string()),
  approvedAt: z.nullable(instant),
});
export type Shop = z.infer<typeof shopSchema>;

/** The member's own application, with its status and the order that pays it. */
export const applicationSchema = z.extend(shopSchema, {
  status: z.number().check(z.int()),
  licence: z.string(),
  orderId: z.string(),
  rejectReason: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const joinInfoSchema = z.object({ fee: fen, application: z.nullable(applicationSchema) });
export type JoinInfo = z.infer<typeof joinInfoSchema>;
