import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, textParam } from '../shapes';
import { noGroup, session, UNIVERSITY_ERRORS } from './shapes';

/**
 * Saves one group's values (merged over what was saved). `content` is the JSON of the map
 * component id → value, ids of this group only. Reply `{ code: 0, t: true, msg: '保存成功' }`.
 * Refused unless the status is 0 (`notInThisStatus`). An image value must be a file this
 * applicant uploaded (`notOwnImage`, which also refuses a photo that has not passed the face check).
 */
export const saveFormInfo = defineCall({
  name: 'university.saveFormInfo',
  transport: 'api',
  method: 'POST',
  uri: '/university/form/save',
  params: z.object({ ...session, regId: idParam, id: idParam, content: textParam(200_000, 2) }),
  result: z.boolean(),
  envelope: 'code0',
  okMsg: '保存成功',
  errors: {
    ...UNIVERSITY_ERRORS,
    noGroup,
    badContent: callError(400, 'content 应为组件 id 到值的 JSON', 400),
    foreignField: callError(1013, '字段不属于该分组'),
    badValue: callError(1014, '值不符合组件的要求'),
  },
});
