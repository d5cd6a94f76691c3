import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope, textParam } from '../shapes';
import { companySchema, dayParam, RELATION_ERRORS } from './schemas';

/** Adds a company (or edits one of the member's, with `id`): name, position and period (end '' = to date). */
export const saveCompany = defineCall({
  name: 'relation.saveCompany',
  transport: 'api',
  method: 'POST',
  uri: '/relation/company/save',
  params: z.object({ ...memberScope, id: z.optional(idParam), name: textParam(60, 1), position: textParam(30), startDate: dayParam, endDate: dayParam }),
  result: companySchema,
  errors: { entryNotFound: RELATION_ERRORS.entryNotFound, badDate: RELATION_ERRORS.badDate },
});
