import { order, realcard } from '@tongxin/api-client/catalogue';
import { refuse } from '../../http/reply-error';
import type { Seller } from '../../platform/seller';
import { heldCard, renewCard } from './cards';

const cardIdOf = (keys: string) => {
  const id = Number(keys);
  if (!Number.isInteger(id) || id <= 0) throw refuse(realcard.REALCARD_ERRORS.notFound);
  return id;
};

/**
 * Renewing one of the buyer's real cards (business type 31, /app/pay/card): `keys` the card id.
 * One term at the card's renewal price; the paid notify moves its validity on. Nothing runs out.
 */
export const cardRenewalSeller: Seller = {
  businessType: order.BUSINESS_TYPE.realCard,
  async quote(tx, line, buyer) {
    const { card } = await heldCard(tx, { iid: line.iid, memberId: buyer.memberId }, cardIdOf(line.keys));
    return {
      title: `${card.title}续期${card.renewDays}天`,
      image: card.image,
      unitFen: card.renewFen,
      num: 1,
      allowPoints: false,
      snapshot: { cardId: card.id },
    };
  },
  async reserve(tx, line, _quote, buyer) {
    await heldCard(tx, { iid: line.iid, memberId: buyer.memberId }, cardIdOf(line.keys));
  },
  async release() {
    // A renewal takes nothing that could run out.
  },
  async paid(tx, sold) {
    await renewCard(tx, Number(sold.snapshot.cardId), sold.paidAt ?? new Date());
  },
};
