import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { CF_ERRORS, projectSchema } from './schemas';

/**
 * One project's page (/app/cf/{iid}/index?id). A project still in review or rejected is shown to
 * its launcher only. A project past its deadline is settled on this read (succeeded, or failed and
 * its supporters refunded).
 */
export const project = defineCall({
  name: 'cf.project',
  transport: 'api',
  method: 'GET',
  uri: '/cf/project',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken }),
  result: projectSchema,
  errors: { notFound: CF_ERRORS.notFound },
});
