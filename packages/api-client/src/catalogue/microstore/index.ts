/*
 * A member's micro-store: the owner's store (mine, save), the goods it shows (pool, goods,
 * setGoods), its contacts (consults, order-notice receivers, assistants) and the public page (shop).
 */
export { mine } from './mine';
export { save } from './save';
export { shop } from './shop';
export { pool } from './pool';
export { goods } from './goods';
export { setGoods } from './set-goods';
export { contacts } from './contacts';
export { addContact } from './add-contact';
export { removeContact } from './remove-contact';
export { switchContact } from './switch-contact';
export {
  CONTACT_KINDS,
  type Contact,
  type ContactKind,
  INTRO_MAX,
  MAX_CONTACTS,
  MAX_STORE_GOODS,
  NAME_MAX,
  type PoolGoods,
  type Store,
  type StoreGoods,
} from './schemas';
