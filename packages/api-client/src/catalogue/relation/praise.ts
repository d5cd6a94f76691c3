import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { idParam, memberScope } from '../shapes';
import { RELATION_ERRORS } from './schemas';

/** Praises (likes) a member: once per visitor, never oneself. Answers the new count. */
export const praise = defineCall({
  name: 'relation.praise',
  transport: 'api',
  method: 'POST',
  uri: '/relation/praise',
  params: z.object({ ...memberScope, memberId: idParam }),
  result: z.object({ praiseCount: z.number().check(z.int()) }),
  errors: { memberNotFound: RELATION_ERRORS.memberNotFound, selfPraise: RELATION_ERRORS.selfPraise, praisedAlready: RELATION_ERRORS.praisedAlready },
});
