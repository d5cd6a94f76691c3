import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { cardSchema, SHOPS_ERRORS } from './schemas';

/** A business card by its share code (shops/card?code). */
export const card = defineCall({
  name: 'shops.card',
  transport: 'api',
  method: 'GET',
  uri: '/shops/card/get',
  params: z.object({ ...memberScope, code: textParam(16, 1) }),
  result: cardSchema,
  errors: { cardNotFound: SHOPS_ERRORS.cardNotFound },
});
