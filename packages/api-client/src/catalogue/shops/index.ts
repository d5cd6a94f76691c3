export { myCard } from './my-card';
export { card } from './card';
export { saveCard } from './save-card';
export { visit } from './visit';
export { shareStats } from './share-stats';
export { collected } from './collected';
export { uncollect } from './uncollect';
export { gongyi } from './gongyi';
export { list } from './list';
export { detail } from './detail';
export { joinInfo } from './join-info';
export { apply } from './apply';
export {
  type Application,
  type Card,
  CARD_MEDIA_MAX,
  type CardRow,
  type Gongyi,
  type JoinInfo,
  type ShareStats,
  type Shop,
  SHOP_STATUS,
  SHOP_STATUS_LABEL,
  SHOPS_ERRORS,
} from './schemas';
