import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { RELATION_ERRORS } from './schemas';

/**
 * Verifies the member's identity (relation/auth): a Chinese name and a national ID that passes
 * spec §5's rule (province, birth date, checksum). A refusal changes nothing; the ID is shown in
 * full only to its owner, masked to everyone else (the admin included).
 */
export const verify = defineCall({
  name: 'relation.verify',
  transport: 'api',
  method: 'POST',
  uri: '/relation/auth',
  params: z.object({ ...memberScope, name: textParam(6), idNumber: textParam(18) }),
  result: z.object({ status: z.number().check(z.int()), idMasked: z.string() }),
  errors: { badIdNumber: RELATION_ERRORS.badIdNumber, badName: RELATION_ERRORS.badName, verifiedAlready: RELATION_ERRORS.verifiedAlready },
});
