import { route } from './route';

/** Crowdfunding (spec §2 cf group): every page of a project takes it as query `id`. */
export const cfLinks = {
  index: route('/app/cf/:iid/index?id?'),
  /** The project page in one of its nine layouts. */
  layout: {
    fir: route('/app/cf/:iid/index/fir?id?'),
    sec: route('/app/cf/:iid/index/sec?id?'),
    thi: route('/app/cf/:iid/index/thi?id?'),
    fou: route('/app/cf/:iid/index/fou?id?'),
    fif: route('/app/cf/:iid/index/fif?id?'),
    six: route('/app/cf/:iid/index/six?id?'),
    sev: route('/app/cf/:iid/index/sev?id?'),
    eig: route('/app/cf/:iid/index/eig?id?'),
    nin: route('/app/cf/:iid/index/nin?id?'),
  },
  infos: route('/app/cf/:iid/infos?id?'),
  infosJump: route('/app/cf/:iid/infos_jump?id?'),
  launch: route('/app/cf/:iid/launch?id?'),
  bind: route('/app/cf/:iid/bind?id?'),
  share: route('/app/cf/:iid/share?id?'),
  shareSuccess: route('/app/cf/:iid/shareSuccess?id?'),
  /** Choosing a reward (or a free amount) to support with. */
  pay: route('/app/cf/:iid/pay?id?'),
  place: route('/app/cf/:iid/place?id?'),
  question: route('/app/cf/:iid/question?id?'),
  supporter: route('/app/cf/:iid/supporter?id?'),
  backer: route('/app/cf/:iid/backer?id?'),
  rank: route('/app/cf/:iid/rank?id?'),
  customer: route('/app/cf/:iid/customer?id?'),
  /** The support's order: a reward tier (with units) or a free amount in fen. */
  cfPay: route('/app/pay/cf_pay?iid&id&tierId?&num?&amountFen?'),
};
