import * as z from 'zod/mini';
import { defineCall } from '../../define';
import { fen, idParam, memberScope } from '../shapes';
import { REALCARD_ERRORS } from './schemas';

/** Claims the red packet of one of the member's cards, once: its amount goes into the card's balance. */
export const claimRedPacket = defineCall({
  name: 'realcard.claimRedPacket',
  transport: 'api',
  method: 'POST',
  uri: '/realcard/redpacket/claim',
  params: z.object({ ...memberScope, cardId: idParam }),
  result: z.object({ amountFen: fen, balanceFen: fen }),
  errors: {
    notFound: REALCARD_ERRORS.notFound,
    none: REALCARD_ERRORS.redPacketNone,
    claimed: REALCARD_ERRORS.redPacketClaimed,
    expired: REALCARD_ERRORS.expired,
  },
});
