export { page } from './page';
export { vipWelfare } from './vip-welfare';
export {
  INFO_PAGES,
  type InfoPageName,
  type WelfareOffer,
  welfareOfferSchema,
} from './schemas';
