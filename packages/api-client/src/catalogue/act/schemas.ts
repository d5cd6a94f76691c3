import * as z from 'zod/mini';
import { callError } from '../../define';
import { fen, instant, pagedByPageNo, shape } from '../shapes';

/*
 * Activities (spec §2 act route group, §4 business type 1): the shapes the act calls share. Where
 * the spec shows no reply ("Response fields for most calls: not shown") the fields are ours.
 */

/**
 * What the member can do with an activity now, in the order the detail page checks them:
 * 1 open for enrolment, 2 full, 3 enrolment closed (deadline passed or started), 4 not open yet,
 * 5 already enrolled by this member (paid or waiting payment: the button goes to the order).
 */
export const ACT_STATE = { open: 1, full: 2, closed: 3, notOpen: 4, enrolled: 5 } as const;

/** Insurance of an activity: 0 none offered, 1 optional (the member ticks it), 2 forced (isNeedInsur always). */
export const INSURANCE_MODE = { none: 0, optional: 1, forced: 2 } as const;

/** The list's `sortBy`: 0 default (soonest first), 1 departure time, 2 price up, 3 price down, 4 most enrolled. */
export const ACT_SORT = { default: 0, departure: 1, priceUp: 2, priceDown: 3, popular: 4 } as const;

/** The list's `timespan`: 0 any time, 1 this weekend, 2 within a month, 3 within three months. */
export const ACT_TIMESPAN = { any: 0, weekend: 1, month: 2, quarter: 3 } as const;

/** The rank's metric: 1 activities joined, 2 distance walked (km, from checked-in activities' routes). */
export const RANK_BY = { count: 1, distance: 2 } as const;

/** A check-in's way: 1 by the member's location in the place's radius, 2 by the place's QR code, 3 by the leader with the enrolment code. */
export const SIGN_WAY = { location: 1, qrCode: 2, leader: 3 } as const;

/** An activity as a list shows it. */
export const actCardSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    title: z.string(),
    cover: z.string(),
    startAt: instant,
    endAt: instant,
    days: z.number().check(z.int()),
    originCity: z.string(),
    province: z.string(),
    destination: z.string(),
    difficulty: z.string(),
    tags: z.array(z.string()),
    /** The price per person in fen; 0 free. */
    price: fen,
    enrolled: z.number().check(z.int()),
    quota: z.number().check(z.int()),
    /** ACT_STATE as a visitor sees it (never `enrolled`). */
    state: z.number().check(z.int()),
  }),
);
export type ActCard = z.infer<typeof actCardSchema>;

/** A gathering or boarding point where participants check in. */
export const signPlaceSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    /** Metres around the point within which a location check-in counts. */
    radius: z.number().check(z.int()),
    time: instant,
  }),
);
export type SignPlace = z.infer<typeof signPlaceSchema>;

/** A form component of an activity's own registration form (spec §3 form component, types 0–7). */
export const formComponentSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    type: z.number().check(z.int()),
    must: z.number().check(z.int()),
    content: z.string(),
    placeholder: z.string(),
    value: z.string(),
    isShow: z.number().check(z.int()),
  }),
);

/** A person enrolled, as a companion is saved and an enrolment is sent (validators' `checkParticipant`). */
export const participantSchema = shape(() =>
  z.object({
    name: z.string(),
    gender: z.number().check(z.int()),
    mobile: z.string(),
    idType: z.number().check(z.int()),
    idNumber: z.string(),
    birthDate: z.string(),
    emergencyName: z.string(),
    emergencyPhone: z.string(),
  }),
);

export const companionSchema = shape(() => z.extend(participantSchema, { id: z.number().check(z.int()) }));
export type Companion = z.infer<typeof companionSchema>;

/** A review of an activity (spec §3 comment: three scores, text, images). */
export const reviewSchema = shape(() =>
  z.object({
    id: z.number().check(z.int()),
    nickName: z.string(),
    score1: z.number().check(z.int()),
    score2: z.number().check(z.int()),
    score3: z.number().check(z.int()),
    content: z.string(),
    images: z.array(z.string()),
    createdAt: instant,
  }),
);
export type Review = z.infer<typeof reviewSchema>;

/** An enrolment (an order of business type 1) with its participants. */
export const enrolmentSchema = shape(() =>
  z.object({
    orderId: z.string(),
    /** order.ORDER_STATUS: 1 waiting payment, 3 cancelled, 11 paid. */
    status: z.number().check(z.int()),
    actId: z.number().check(z.int()),
    title: z.string(),
    cover: z.string(),
    startAt: instant,
    endAt: instant,
    gatherPlace: z.string(),
    num: z.number().check(z.int()),
    unitPrice: fen,
    insurancePrice: fen,
    insured: z.boolean(),
    total: fen,
    remark: z.string(),
    /** The enrolment code the leader checks in with ('' until paid). */
    signCode: z.string(),
    createdAt: instant,
    /** When an unpaid enrolment gives its places back. */
    payBefore: instant,
    paidAt: z.nullable(instant),
    participants: z.array(
      z.extend(participantSchema, { id: z.number().check(z.int()), signedPlaces: z.array(z.number().check(z.int())) }),
    ),
    reviewed: z.boolean(),
  }),
);
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const actPaging = pagedByPageNo(10, 50);

export const notFound = callError(404, '活动不存在');
export const notLeader = callError(403, '只有本活动的领队可以查看');
export const orderNotFound = callError(404, '报名订单不存在');

/**
 * The refusals of an enrolment, which is an order of business type 1 (`order.create` with
 * orderType 1, `keys` the activity id, `info` the enrolment as JSON — see ENROLMENT_INFO): the
 * activity's seller answers them from the order kernel's create and calculate.
 */
export const ENROL_ERRORS = {
  notFound,
  badParticipant: callError(400, '报名人信息不正确'),
  countMismatch: callError(400, '报名人数与报名人信息不一致'),
  duplicatePerson: callError(400, '同一证件号码不能重复报名'),
  formRequired: callError(400, '请填写报名表'),
  insuranceRequired: callError(400, '本活动须购买户外保险'),
  noInsurance: callError(400, '本活动不提供保险'),
  notOpen: callError(409, '活动暂不可报名'),
  closed: callError(409, '报名已截止'),
  alreadyEnrolled: callError(409, '您已报名该活动，请到订单中查看'),
  notEnoughPlaces: callError(409, '报名人数超过剩余名额'),
} as const;

/**
 * An enrolment's `info` in `order.create` (orderType 1): its participants (validators'
 * Participant, `num` of them), the activity form's values by component id, and whether to keep
 * the participants as the member's companions.
 */
export interface EnrolmentInfo {
  participants: z.infer<typeof participantSchema>[];
  form: Record<string, string>;
  saveCompanions: boolean;
}
