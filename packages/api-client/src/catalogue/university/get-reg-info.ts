import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, okEnvelope } from '../shapes';
import { session, UNIVERSITY_ERRORS } from './shapes';

/**
 * The registration's status and groups. `id` is the registration (3). Reply
 * `{ code: 0, msg, status, groups: '[{"id":1,"groupName":…,"groupDesc":…,"isFill":true}]', regSummary,
 * regImage, statusImg, statusShowImg, refillReason, orderId }`. `regSummary` is the agreement
 * the applicant ticks before submitting; `refillReason` is the reviewer's reason in status 4, else '';
 * `orderId` is the order (gid) once created, else null.
 */
export const getRegInfo = defineCall({
  name: 'university.getRegInfo',
  transport: 'api',
  method: 'GET',
  uri: '/university/reg-info',
  params: z.object({ ...session, id: idParam }),
  result: z.object({
    ...okEnvelope,
    status: z.number().check(z.int(), z.gte(0), z.lte(4)),
    groups: z.string(),
    regName: z.string(),
    regSummary: z.string(),
    regImage: z.string(),
    statusImg: z.string(),
    statusShowImg: z.string(),
    refillReason: z.string(),
    orderId: z.nullable(z.number().check(z.int())),
  }),
  envelope: 'code0',
  errors: { noRegistration: UNIVERSITY_ERRORS.noRegistration },
});
