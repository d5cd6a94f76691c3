import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope } from '../shapes';
import { cardNoParam, cardPasswordParam, REALCARD_ERRORS, realCardSchema } from './schemas';

/**
 * Binds a physical card to the signed-in member with its number and password (卡密), once.
 * A wrong number and a wrong password get the same answer; five wrong passwords lock the card;
 * a member (and an address) gets ten tries in ten minutes.
 */
export const activate = defineCall({
  name: 'realcard.activate',
  transport: 'api',
  method: 'POST',
  uri: '/realcard/activate',
  params: z.object({ ...memberScope, cardNo: cardNoParam, password: cardPasswordParam }),
  result: realCardSchema,
  errors: {
    wrongCredentials: REALCARD_ERRORS.wrongCredentials,
    locked: REALCARD_ERRORS.locked,
    boundToOther: REALCARD_ERRORS.boundToOther,
    alreadyMine: REALCARD_ERRORS.alreadyMine,
    tooMany: REALCARD_ERRORS.tooMany,
  },
});
