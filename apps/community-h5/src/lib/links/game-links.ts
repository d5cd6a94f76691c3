import { route } from './route';

/** Games (spec §2 game group, pay/game, trajectory/entryinformation). */
export const gameLinks = {
  list: route('/app/game/:iid/list'),
  detail: route('/app/game/:iid/detail/:id'),
  /** The game's page under its short name. */
  page: route('/app/game/:iid/:id'),
  enroll: route('/app/game/enroll?iid&id&code?'),
  statement: route('/app/game/statement?iid&id'),
  invite: route('/app/game/invite?iid&code'),
  checkIn: route('/app/game/checkIn/:id?iid'),
  inquiry: route('/app/game/resultinquiry/:id?iid'),
  rankings: route('/app/game/resultlist1/:id?iid'),
  result: route('/app/game/result/:id?iid'),
  result2: route('/app/game/result2/:id?iid'),
  share: route('/app/game/share/:id?iid'),
  share1: route('/app/game/share1/:id?iid'),
  joinResult: route('/app/game/joinresult/:id?iid&code'),
  /** The entry fee's confirm page. */
  pay: route('/app/pay/game?iid&id'),
  entries: route('/app/trajectory/entryinformation'),
};
