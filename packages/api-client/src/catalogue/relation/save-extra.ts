import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { done, memberScope, textParam } from '../shapes';
import { EXTRA_MAX } from './schemas';

/** Replaces the member's extra info (relation/extra): up to ten labelled fields of their own. */
export const saveExtra = defineCall({
  name: 'relation.saveExtra',
  transport: 'api',
  method: 'POST',
  uri: '/relation/extra/save',
  params: z.object({
    ...memberScope,
    items: z.array(z.object({ label: textParam(10, 1), value: textParam(100, 1) })).check(z.maxLength(EXTRA_MAX)),
  }),
  result: done,
});
