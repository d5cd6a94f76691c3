import { z } from 'zod';
import { callError, defineCall } from '../../define';
import { flagParam, idParam, intParam, memberScope, textParam } from '../shapes';
import { notFound } from './schemas';

/**
 * Enrols a group in an activity: an order of business type 1 (spec §3 order create payload: num,
 * name, phone, isNeedInsur, remark, info). `participants` is a JSON list of `num` participants
 * (validators' Participant), each checked on the server; `saveCompanions` keeps new ones as the
 * member's companions. `info` is the activity form's values as JSON (component id → value). The
 * server prices it (fen: price × num, plus insurance × num when bought or forced) and takes the
 * places in one conditional update, never past the quota; an unpaid enrolment gives them back
 * after 15 minutes. Reply `{ t: { orderId, payPrice } }`.
 */
export const enroll = defineCall({
  name: 'act.enroll',
  transport: 'api',
  method: 'POST',
  uri: '/act/enroll',
  params: z.object({
    ...memberScope,
    actId: idParam,
    num: intParam.min(1).max(20),
    participants: textParam(20_000, 2),
    isNeedInsur: flagParam.default(false),
    remark: textParam(200).default(''),
    info: textParam(20_000).default('{}'),
    saveCompanions: flagParam.default(false),
    agree: flagParam,
  }),
  result: z.object({ orderId: z.string(), payPrice: z.number().int() }),
  errors: {
    notFound,
    notAgreed: callError(400, '请先阅读并同意《活动报名须知》'),
    badParticipant: callError(400, '报名人信息不正确'),
    countMismatch: callError(400, '报名人数与报名人信息不一致'),
    duplicatePerson: callError(400, '同一证件号码不能重复报名'),
    formRequired: callError(400, '请填写报名表'),
    notOpen: callError(409, '活动暂不可报名'),
    closed: callError(409, '报名已截止'),
    alreadyEnrolled: callError(409, '您已报名该活动，请到订单中查看'),
    notEnoughPlaces: callError(409, '报名人数超过剩余名额'),
  },
});
