import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam } from '../shapes';
import { PACKAGE_ERRORS, packageSchema } from './schemas';

/** A package's page (campsite package/:packageId). */
export const packageDetail = defineCall({
  name: 'stay.packageDetail',
  transport: 'api',
  method: 'GET',
  uri: '/stay/package',
  params: z.object({ iid: iidParam, id: idParam }),
  result: packageSchema,
  errors: { notFound: PACKAGE_ERRORS.notFound },
});
