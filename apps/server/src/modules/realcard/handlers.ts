import { realcard } from '@tongxin/api-client/catalogue';
import { refuse } from '../../http/reply-error';
import { implement, type CallContext } from '../../platform/module';
import { requireMember } from '../member/api';
import { activateCard, cardsOf, cardView, claimRedPacket, heldCard } from './cards';

const signedIn = (iid: number, token: string, { services: s }: CallContext) => requireMember(s.db, iid, token, new Date(s.now()));

export const realcardCalls = [
  implement(realcard.activate, async ({ iid, token, cardNo, password }, ctx) => {
    const s = ctx.services;
    const me = await signedIn(iid, token, ctx);
    // Right or wrong, each try counts: ten a member and twenty an address in ten minutes.
    const window = realcard.ACTIVATE_WINDOW_MS;
    const tries = realcard.ACTIVATE_TRIES_PER_WINDOW;
    if (!s.limiter.hit(`realcard:member:${me.id}`, tries, window) || !s.limiter.hit(`realcard:ip:${ctx.request.ip}`, tries * 2, window))
      throw refuse(realcard.REALCARD_ERRORS.tooMany);
    return activateCard(s.db, me, cardNo, password, new Date(s.now()));
  }),

  implement(realcard.cards, async ({ iid, token }, ctx) => {
    const me = await signedIn(iid, token, ctx);
    const now = new Date(ctx.services.now());
    return (await cardsOf(ctx.services.db, me)).map((r) => cardView(r.card, r.holder, now));
  }),

  implement(realcard.card, async ({ iid, token, cardId }, ctx) => {
    const me = await signedIn(iid, token, ctx);
    const { card, holder } = await heldCard(ctx.services.db, { iid, memberId: me.id }, cardId);
    return cardView(card, holder, new Date(ctx.services.now()));
  }),

  implement(realcard.claimRedPacket, async ({ iid, token, cardId }, ctx) => {
    const me = await signedIn(iid, token, ctx);
    return claimRedPacket(ctx.services.db, me, cardId, new Date(ctx.services.now()));
  }),
];
