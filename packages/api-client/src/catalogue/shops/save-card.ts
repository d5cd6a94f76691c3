import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { memberScope, textParam } from '../shapes';
import { CARD_MEDIA_MAX, cardSchema, mediaParam, SHOPS_ERRORS } from './schemas';

/**
 * Creates or updates the member's one business card (cardNew, card/edit, bcard/edit, card/edit1).
 * The phone is a mainland mobile or a landline (区号-号码); the e-mail, when given, is checked.
 */
export const saveCard = defineCall({
  name: 'shops.saveCard',
  transport: 'api',
  method: 'POST',
  uri: '/shops/card/save',
  params: z.object({
    ...memberScope,
    name: textParam(20, 1),
    title: textParam(30),
    company: textParam(60),
    phone: textParam(20),
    wechat: textParam(40),
    email: textParam(100),
    website: textParam(200),
    address: textParam(120),
    intro: textParam(500),
    avatar: mediaParam,
    theme: z.string().check(z.regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, '颜色格式不对')),
    images: z.array(mediaParam).check(z.maxLength(CARD_MEDIA_MAX)),
    videos: z.array(mediaParam).check(z.maxLength(CARD_MEDIA_MAX)),
  }),
  result: cardSchema,
  errors: { badPhone: SHOPS_ERRORS.badPhone, badEmail: SHOPS_ERRORS.badEmail },
});
