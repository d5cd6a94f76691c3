import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, intParam, memberScope, textParam } from '../shapes';
import { notFound } from './schemas';

/**
 * The member checks their paid enrolment's participants in at a sign place: by location (lat,
 * lng within the place's radius) or by the place's QR code (`qr`, the text its code carries).
 * Each participant checks in once per place; those already in are skipped, and when all were in
 * it is `already`. Reply `{ t: { signed, at, place } }`: how many were checked in now.
 */
export const sign = defineCall({
  name: 'act.sign',
  transport: 'api',
  method: 'POST',
  uri: '/act/sign',
  params: z.object({
    ...memberScope,
    actId: idParam,
    placeId: idParam,
    lat: z.optional(z.coerce.number<number | string>().check(z.gte(-90), z.lte(90))),
    lng: z.optional(z.coerce.number<number | string>().check(z.gte(-180), z.lte(180))),
    qr: z.optional(textParam(200)),
    /** One participant of the enrolment; all of them when left out. */
    participantId: z.optional(intParam.check(z.positive())),
  }),
  result: z.object({ signed: z.number().check(z.int()), at: z.string(), place: z.string(), distance: z.nullable(z.number().check(z.int())) }),
  errors: {
    notFound,
    placeNotFound: callError(404, '签到点不存在'),
    notEnrolled: callError(409, '您没有本活动已支付的报名，无法签到'),
    tooFar: callError(409, '不在签到范围内，请到签到点附近再签到，或扫描签到点的二维码'),
    badQr: callError(409, '二维码不是本签到点的，请扫描签到点现场的二维码'),
    noWay: callError(400, '请允许获取位置，或扫描签到点的二维码'),
    already: callError(409, '已签到过，每人每个签到点只能签到一次'),
    notInTime: callError(409, '不在签到时间（活动开始前一天至活动结束）'),
  },
});
