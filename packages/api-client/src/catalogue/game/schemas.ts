import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, instant, pagedByPageNo } from '../shapes';

/** A game's state by its dates: 0 enrolment not open, 1 enrolling, 2 enrolment closed, 3 game day, 4 ended. */
export const GAME_STATE = { notOpen: 0, enrolling: 1, closed: 2, gameDay: 3, ended: 4 } as const;
/** An entry's state: 1 waiting for payment, 2 enrolled, 3 cancelled. */
export const ENTRY_STATUS = { waitingPayment: 1, enrolled: 2, cancelled: 3 } as const;

/** A form field of the enrolment (spec §3 form component: id, name, type, must, content, placeholder). */
export const formFieldSchema = z.object({ id: z.number().check(z.int()), name: z.string(), type: z.number().check(z.int()), must: z.boolean(), content: z.string(), placeholder: z.string() });
export type FormField = z.infer<typeof formFieldSchema>;

export const gameCardSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  cover: z.string(),
  place: z.string(),
  gameDay: z.string(),
  enrollStart: instant,
  enrollEnd: instant,
  fee: fen,
  state: z.number().check(z.int()),
  entries: z.number().check(z.int()),
});
export type GameCard = z.infer<typeof gameCardSchema>;

export const groupSchema = z.object({ id: z.number().check(z.int()), name: z.string(), quota: z.number().check(z.int()), remaining: z.number().check(z.int(), z.gte(0)) });
export type Group = z.infer<typeof groupSchema>;

/** The member's entry of a game (entryinformation, checkIn, result pages). */
export const entrySchema = z.object({
  id: z.number().check(z.int()),
  gameId: z.number().check(z.int()),
  gameTitle: z.string(),
  groupId: z.number().check(z.int()),
  groupName: z.string(),
  name: z.string(),
  /** The ID number masked: first 3 and last 4 shown. */
  idNo: z.string(),
  mobile: z.string(),
  form: z.record(z.string(), z.string()),
  status: z.number().check(z.int()),
  bib: z.nullable(z.string()),
  checkedInAt: z.nullable(instant),
  team: z.nullable(z.object({ name: z.string(), code: z.string(), members: z.number().check(z.int()), size: z.number().check(z.int()), captain: z.boolean() })),
  createdAt: instant,
});
export type Entry = z.infer<typeof entrySchema>;

export const gameSchema = z.extend(gameCardSchema, {
  intro: z.string(),
  rules: z.string(),
  disclaimer: z.string(),
  lat: z.number(),
  lng: z.number(),
  teamMode: z.boolean(),
  teamSize: z.number().check(z.int()),
  groups: z.array(groupSchema),
  form: z.array(formFieldSchema),
  mine: z.nullable(entrySchema),
});
export type Game = z.infer<typeof gameSchema>;

/** A result: time in milliseconds, overall and group rank. */
export const resultSchema = z.object({
  name: z.string(),
  bib: z.string(),
  groupName: z.string(),
  timeMs: z.number().check(z.int()),
  rank: z.number().check(z.int()),
  groupRank: z.number().check(z.int()),
  gameTitle: z.string(),
});
export type GameResult = z.infer<typeof resultSchema>;

/** A team of a team-mode game, as its invitation shows it. */
export const teamSchema = z.object({
  gameId: z.number().check(z.int()),
  gameTitle: z.string(),
  name: z.string(),
  /** The invitation code (not `code`: a top-level `code` is the reply envelope's). */
  teamCode: z.string(),
  captain: z.string(),
  members: z.number().check(z.int()),
  size: z.number().check(z.int()),
  groupId: z.number().check(z.int()),
});
export type GameTeam = z.infer<typeof teamSchema>;

export const gamePaging = pagedByPageNo(10, 50);
export const gameNotFound = callError(404, '赛事不存在');
export const noResult = callError(4404, '未查询到成绩，请核对姓名和证件号（或参赛号）');

/**
 * The entry fee of a paid game through the order kernel (business type 9, order.BUSINESS_TYPE.game):
 * `order.create` with orderType 9, `keys` the game id, num 1, after game.enroll has recorded the
 * entry (waiting for payment). The group's place is taken with the order (never past its quota),
 * given back when the order is cancelled, expires or is refunded; the verified payment enrols.
 */
export const PAY_ERRORS = {
  notFound: gameNotFound,
  notEnrolled: callError(4407, '请先填写报名信息'),
  free: callError(409, '该赛事免费，无需支付'),
  alreadyPaid: callError(4403, '你已完成报名支付'),
  pending: callError(4410, '你已有该赛事的待支付订单，请到订单中支付'),
  notEnrolling: callError(4401, '不在报名时间内'),
  full: callError(4402, '该组别名额已满'),
} as const;
