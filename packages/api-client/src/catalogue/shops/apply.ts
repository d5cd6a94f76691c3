import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { applicationSchema, CARD_MEDIA_MAX, mediaParam, SHOPS_ERRORS } from './schemas';

/**
 * Saves the member's application to join as a member shop (step1 business info, step2 display
 * info): a new one, or the open one while it is unpaid or was rejected. Paying it is an order of
 * business type shopsJoin with the application's id as keys.
 */
export const apply = defineCall({
  name: 'shops.apply',
  transport: 'api',
  method: 'POST',
  uri: '/shops/join/apply',
  params: z.object({
    ...memberScope,
    name: textParam(40, 2),
    category: textParam(20, 1),
    contact: textParam(20, 1),
    phone: textParam(11, 11),
    region: textParam(60, 1),
    licence: mediaParam,
    logo: mediaParam,
    intro: textParam(500),
    photos: z.array(mediaParam).check(z.maxLength(CARD_MEDIA_MAX)),
  }),
  result: applicationSchema,
  errors: { badPhone: SHOPS_ERRORS.badPhone, applicationLocked: SHOPS_ERRORS.applicationLocked },
});
