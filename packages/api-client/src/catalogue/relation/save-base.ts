import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, intParam, memberScope, textParam } from '../shapes';
import { dayParam, RELATION_ERRORS } from './schemas';

/** Saves the member's base info (relation/baseinfo). The real name, when given, is a Chinese name of 2–6 characters. */
export const saveBase = defineCall({
  name: 'relation.saveBase',
  transport: 'api',
  method: 'POST',
  uri: '/relation/base/save',
  params: z.object({
    ...memberScope,
    realName: textParam(6),
    gender: intParam.check(z.gte(0), z.lte(2)),
    birthday: dayParam,
    wechat: textParam(40),
    email: textParam(100),
    city: textParam(40),
    intro: textParam(500),
  }),
  result: done,
  errors: { badName: RELATION_ERRORS.badName, badEmail: RELATION_ERRORS.badEmail, badDate: RELATION_ERRORS.badDate },
});
