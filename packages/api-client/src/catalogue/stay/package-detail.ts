import { z } from 'zod';
import { callError, defineCall } from '../../define';
import { idParam, iidParam } from '../shapes';
import { packageSchema } from './schemas';

/** A package's page (campsite package/:packageId). */
export const packageDetail = defineCall({
  name: 'stay.packageDetail',
  transport: 'api',
  method: 'GET',
  uri: '/stay/package',
  params: z.object({ iid: iidParam, id: idParam }),
  result: packageSchema,
  errors: { notFound: callError(404, '套餐不存在或已下架') },
});
