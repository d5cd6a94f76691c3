export { profile } from './profile';
export { mine } from './mine';
export { saveBase } from './save-base';
export { saveExtra } from './save-extra';
export { verify } from './verify';
export { impressions } from './impressions';
export { addImpression } from './add-impression';
export { hideImpression } from './hide-impression';
export { praise } from './praise';
export { praises } from './praises';
export { saveHonor } from './save-honor';
export { saveCompany } from './save-company';
export { removeEntry } from './remove-entry';
export { opinion } from './opinion';
export { opinions } from './opinions';
export {
  AUTH_STATUS,
  type Company,
  EXTRA_MAX,
  type ExtraItem,
  GENDER_LABEL,
  type Honor,
  IMPRESSION_MAX,
  type Impression,
  type Mine,
  type Opinion,
  type Praise,
  type Profile,
  type PublicMember,
  RELATION_ERRORS,
} from './schemas';
