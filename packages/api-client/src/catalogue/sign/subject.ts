import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, iidParam, optionalToken } from '../shapes';
import { subjectNotFound, subjectSchema } from './schemas';

/** A subject's page (sign/:iid/index/:subjectid): rules, areas and their sites, the member's progress. */
export const subject = defineCall({
  name: 'sign.subject',
  transport: 'api',
  method: 'GET',
  uri: '/sign/subject',
  params: z.object({ iid: iidParam, id: idParam, ...optionalToken }),
  result: subjectSchema,
  errors: { notFound: subjectNotFound },
});
