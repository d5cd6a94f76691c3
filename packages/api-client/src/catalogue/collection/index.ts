export { list } from './list';
export {
  type Collection,
  collectionSchema,
} from './schemas';
