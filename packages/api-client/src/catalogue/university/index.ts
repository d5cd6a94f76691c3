import type { CallDeclaration } from '../../define';
import { login, register, sendPhoneCode } from './account';
import { getFormInfo, getRegInfo, resetForm, saveFormInfo, submit } from './form';
import { createOrder, payOrder } from './order';
import { faceDetection, getOssParams } from './photo';
import { getDownloadInfo, getIidByDomainName, getPageShow, recvCoupons } from './site';

export { login, register, sendPhoneCode } from './account';
export { getFormInfo, getRegInfo, resetForm, saveFormInfo, submit } from './form';
export { createOrder, payOrder } from './order';
export { faceDetection, getOssParams } from './photo';
export { getDownloadInfo, getIidByDomainName, getPageShow, pageBlockSchema, recvCoupons, type PageBlock } from './site';
export {
  COMPONENT_TYPES,
  componentSchema,
  formGroupSchema,
  formValueSchema,
  formValuesSchema,
  isShown,
  REG_STATUS,
  showIfSchema,
  type FormComponent,
  type FormGroup,
  type FormValues,
  type ShowIf,
} from './shapes';

/** Every university call, for the server's registration and the catalogue contract test. */
export const universityCalls: readonly CallDeclaration[] = [
  recvCoupons,
  getIidByDomainName,
  getPageShow,
  getDownloadInfo,
  login,
  register,
  sendPhoneCode,
  getFormInfo,
  saveFormInfo,
  getRegInfo,
  submit,
  resetForm,
  faceDetection,
  createOrder,
  payOrder,
  getOssParams,
];
