import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam } from '../shapes';
import { session, UNIVERSITY_ERRORS } from './shapes';

/**
 * Submits for review: status 0 → 1, only when every required, visible component is filled.
 * Reply `{ code: 0, t: true, msg }`; a missing value gives `required` with '{name}必填！' for the
 * first one; a shown photo that has not passed the face check `notOwnImage`; another status
 * `notInThisStatus` (also when the values changed while submitting: submit again).
 */
export const submit = defineCall({
  name: 'university.submit',
  transport: 'api',
  method: 'POST',
  uri: '/university/submit',
  params: z.object({ ...session, regId: idParam, id: z.optional(idParam) }),
  result: z.boolean(),
  envelope: 'code0',
  okMsg: '提交成功',
  errors: { ...UNIVERSITY_ERRORS, required: callError(1012, '必填项未填写') },
});
