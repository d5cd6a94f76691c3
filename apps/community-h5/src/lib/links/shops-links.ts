import { route } from './route';

/** Business cards and member shops (spec §2 shops group, pay/shops_join); `code` is a card's share code (the member's own card when left out). */
export const shopsLinks = {
  index: route('/app/shops/:iid/index'),
  detail: route('/app/shops/detail?id'),
  card: route('/app/shops/card?code?'),
  cardNew: route('/app/shops/cardNew'),
  cardEdit: route('/app/shops/card/edit'),
  bcardEdit: route('/app/shops/bcard/edit'),
  cardEdit1: route('/app/shops/card/edit1'),
  cardShare: route('/app/shops/card/share'),
  cardList: route('/app/shops/card/list'),
  gongyi: route('/app/shops/gongyi?code?'),
  media: route('/app/shops/imgs_videos?code?'),
  join: route('/app/shops/join'),
  joinStep1: route('/app/shops/join/step1'),
  joinStep2: route('/app/shops/join/step2'),
  /** The joining fee's pay page. */
  joinPay: route('/app/pay/shops_join?iid'),
};
