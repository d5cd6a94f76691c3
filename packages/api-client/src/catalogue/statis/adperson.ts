import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { bucketSchema, STATIS_ERRORS } from './schemas';

/** The people who took part in paid activities, each once: by gender and by age group. Members without a statistics role are refused (notPermitted). */
export const adperson = defineCall({
  name: 'statis.adperson',
  transport: 'api',
  method: 'GET',
  uri: '/statis/adperson',
  params: z.object({ ...memberScope }),
  result: z.object({ gender: z.array(bucketSchema), ages: z.array(bucketSchema), total: z.number().check(z.int()) }),
  errors: STATIS_ERRORS,
});
