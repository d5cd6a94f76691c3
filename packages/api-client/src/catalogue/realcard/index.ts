export { activate } from './activate';
export { cards } from './cards';
export { card } from './card';
export { claimRedPacket } from './claim-red-packet';
export {
  ACTIVATE_TRIES_PER_WINDOW,
  ACTIVATE_WINDOW_MS,
  LOCK_AFTER_TRIES,
  REALCARD_ERRORS,
  type RealCard,
  realCardSchema,
} from './schemas';
