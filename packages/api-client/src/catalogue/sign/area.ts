import * as z from 'zod/mini';
import { callError, defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { areaSchema } from './schemas';

/** An area's sites (sign/:iid/site/:areaid), with the member's check-ins. */
export const area = defineCall({
  name: 'sign.area',
  transport: 'api',
  method: 'GET',
  uri: '/sign/area',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken }),
  result: z.extend(areaSchema, { subjectTitle: z.string() }),
  errors: { notFound: callError(404, '打卡区域不存在') },
});
