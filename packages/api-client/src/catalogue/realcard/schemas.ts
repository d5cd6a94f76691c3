import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, instant, textParam } from '../shapes';

/** Wrong tries (a wrong password of an existing card) after which the card is locked. */
export const LOCK_AFTER_TRIES = 5;
/** Activation tries one member (and one address) may make in ACTIVATE_WINDOW_MS, right or wrong. */
export const ACTIVATE_TRIES_PER_WINDOW = 10;
export const ACTIVATE_WINDOW_MS = 10 * 60_000;

/** A card number as printed on the card: 8–20 digits (spaces the member types are taken out before). */
export const cardNoParam = /* @__PURE__ */ textParam(32, 1);
/** A card password (卡密) as scratched off the card. */
export const cardPasswordParam = /* @__PURE__ */ textParam(32, 1);

/** The refusals of the real-card calls. A wrong number and a wrong password are one answer, so numbers cannot be found by trying. */
export const REALCARD_ERRORS = {
  wrongCredentials: callError(1701, '卡号或卡密错误，请核对卡片背面的卡号和卡密'),
  locked: callError(1702, '该卡卡密输错次数过多已锁定，请联系发卡机构解锁'),
  boundToOther: callError(1703, '该卡已被其他会员激活'),
  alreadyMine: callError(1704, '您已激活过这张卡'),
  notFound: callError(404, '没有这张卡，或它不是您的卡'),
  redPacketNone: callError(1705, '这张卡没有红包'),
  redPacketClaimed: callError(1706, '红包已领取过了'),
  expired: callError(1707, '卡片已过期，续期后才能领取红包'),
  tooMany: callError(429, '尝试次数过多，请10分钟后再试', 429),
} as const;

/** The card's red packet: its amount and when it was claimed (null: still to claim). */
export const redPacketSchema = z.object({ amountFen: fen, claimedAt: z.nullable(instant) });

/**
 * A member's real card (spec §3 Vip card fields, plus its balance and benefits): `cardDate` the
 * day it is valid until (YYYY-MM-DD), `renewFen` / `renewDays` what one renewal costs and adds.
 */
export const realCardSchema = z.object({
  id: z.number().check(z.int()),
  cardTitle: z.string(),
  cardDesc: z.string(),
  cardNo: z.string(),
  cardDate: z.string(),
  cardImg: z.string(),
  balanceFen: fen,
  benefits: z.array(z.string()),
  expired: z.boolean(),
  activatedAt: instant,
  renewFen: fen,
  renewDays: z.number().check(z.int()),
  redPacket: z.nullable(redPacketSchema),
});
export type RealCard = z.infer<typeof realCardSchema>;
