import { z } from 'zod';
import { defineCall } from '../../define';
import { componentSchema, idParam, okEnvelope, session } from './shapes';

/**
 * One form group's components and the saved values. Reply
 * `{ code: 0, msg, t1: FormComponent[], t2: { id, groupName, groupDesc }, t3: '{"282":"是",…}', status }`.
 * `id` is the group id (getRegInfo's groups[].id), `regId` the registration (3).
 */
export const getFormInfo = defineCall({
  name: 'university.getFormInfo',
  transport: 'api',
  method: 'GET',
  uri: '/university/form',
  params: z.object({ ...session, regId: idParam, id: idParam }),
  result: z.object({
    ...okEnvelope,
    t1: z.array(componentSchema),
    t2: z.object({ id: z.number().int(), groupName: z.string(), groupDesc: z.string() }),
    /** JSON of the map component id → value (see FormValues), '{}' before the first save. */
    t3: z.string(),
    /** The registration status: the form is editable only in 0. */
    status: z.number().int(),
  }),
});

/**
 * Saves one group's values (merged over what was saved). `content` is the JSON of the map
 * component id → value, ids of this group only. Reply `{ code: 0, t: true, msg: '保存成功' }`.
 * Refused unless the status is 0: `{ code: 1010, msg: '当前状态不可修改' }`. An image value must be
 * a file this applicant uploaded (code 1011 otherwise).
 */
export const saveFormInfo = defineCall({
  name: 'university.saveFormInfo',
  transport: 'api',
  method: 'POST',
  uri: '/university/form/save',
  params: z.object({ ...session, regId: idParam, id: idParam, content: z.string().min(2).max(200_000) }),
  result: z.boolean(),
});

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
    status: z.number().int().min(0).max(4),
    groups: z.string(),
    regName: z.string(),
    regSummary: z.string(),
    regImage: z.string(),
    statusImg: z.string(),
    statusShowImg: z.string(),
    refillReason: z.string(),
    orderId: z.number().int().nullable(),
  }),
});

/**
 * Submits for review: status 0 → 1, only when every required, visible component is filled.
 * Reply `{ code: 0, t: true, msg }`; a missing value gives `{ code: 1012, msg: '{name}必填！' }`
 * for the first one; another status, 1010.
 */
export const submit = defineCall({
  name: 'university.submit',
  transport: 'api',
  method: 'POST',
  uri: '/university/submit',
  params: z.object({ ...session, regId: idParam, id: idParam.optional() }),
  result: z.boolean(),
});

/**
 * Reopens the form after a reviewer asked for a refill: status 4 → 0, the saved values are kept.
 * Reply `{ code: 0, t: true, msg }`; in another status, 1010.
 */
export const resetForm = defineCall({
  name: 'university.resetForm',
  transport: 'api',
  method: 'POST',
  uri: '/university/reset',
  params: z.object({ ...session, regId: idParam }),
  result: z.boolean(),
});
