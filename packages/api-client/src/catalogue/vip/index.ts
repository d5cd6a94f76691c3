export { profile } from './profile';
export { plans } from './plans';
export {
  type Card,
  cardSchema,
  type Plan,
  planSchema,
} from './schemas';
