import { z } from 'zod';
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
    lat: z.coerce.number<number | string>().min(-90).max(90).optional(),
    lng: z.coerce.number<number | string>().min(-180).max(180).optional(),
    qr: textParam(200).optional(),
    /** One participant of the enrolment; all of them when left out. */
    participantId: intParam.positive().optional(),
  }),
  result: z.object({ signed: z.number().int(), at: z.string(), place: z.string(), distance: z.number().int().nullable() }),
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
