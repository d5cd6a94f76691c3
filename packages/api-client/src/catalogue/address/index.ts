export { list } from './list';
export { add } from './add';
export { update } from './update';
export { remove } from './remove';
export {
  type Address,
  addressFields,
  addressSchema,
  MAX_ADDRESSES,
} from './schemas';
