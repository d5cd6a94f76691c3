import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam } from '../shapes';
import { session, UNIVERSITY_ERRORS } from './shapes';

/**
 * Reopens the form after a reviewer asked for a refill: status 4 → 0, the saved values are kept.
 * Reply `{ code: 0, t: true, msg }`; in another status, `notInThisStatus`.
 */
export const resetForm = defineCall({
  name: 'university.resetForm',
  transport: 'api',
  method: 'POST',
  uri: '/university/reset',
  params: z.object({ ...session, regId: idParam }),
  result: z.boolean(),
  envelope: 'code0',
  okMsg: '已重置，请修改后重新提交',
  errors: { noRegistration: UNIVERSITY_ERRORS.noRegistration, notInThisStatus: UNIVERSITY_ERRORS.notInThisStatus },
});
