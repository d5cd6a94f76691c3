import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, okEnvelope } from '../shapes';
import { componentSchema, noGroup, session, UNIVERSITY_ERRORS } from './shapes';

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
    t2: z.object({ id: z.number().check(z.int()), groupName: z.string(), groupDesc: z.string() }),
    /** JSON of the map component id → value (see FormValues), '{}' before the first save. */
    t3: z.string(),
    /** The registration status: the form is editable only in 0. */
    status: z.number().check(z.int()),
  }),
  envelope: 'code0',
  errors: { noGroup, noRegistration: UNIVERSITY_ERRORS.noRegistration },
});
