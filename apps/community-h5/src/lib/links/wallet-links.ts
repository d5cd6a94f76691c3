import { route } from './route';

/** The member's wallet (spec §2 wallet group). */
export const walletLinks = {
  index: route('/app/wallet/index'),
  incomeList: route('/app/wallet/incomeList'),
  incomeDetail: route('/app/wallet/incomeItemDetail?id'),
  withdraw: route('/app/wallet/withdraw'),
  withdrawList: route('/app/wallet/withdrawList'),
  withdrawProgress: route('/app/wallet/withdrawProgress?id'),
  payAccount: route('/app/wallet/payAccount'),
  editAccount: route('/app/wallet/editAccount?id?&method?'),
  discountCode: route('/app/wallet/discountCode'),
};
