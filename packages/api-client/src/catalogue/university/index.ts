/*
 * The university admissions service (iid 3073): every call answers in the code-0 envelope, and
 * 1000001 means the applicant's session (rid + token) is missing, wrong or expired.
 */
export { createOrder } from './create-order';
export { faceDetection } from './face-detection';
export { getDownloadInfo } from './get-download-info';
export { getFormInfo } from './get-form-info';
export { getIidByDomainName } from './get-iid-by-domain-name';
export { getOssParams } from './get-oss-params';
export { getPageShow } from './get-page-show';
export { getRegInfo } from './get-reg-info';
export { login } from './login';
export { payOrder } from './pay-order';
export { recvCoupons } from './recv-coupons';
export { register } from './register';
export { resetForm } from './reset-form';
export { saveFormInfo } from './save-form-info';
export { sendPhoneCode } from './send-phone-code';
export { submit } from './submit';
export {
  COMPONENT_TYPES,
  componentSchema,
  formGroupSchema,
  formValueSchema,
  formValuesSchema,
  isShown,
  pageBlockSchema,
  REG_STATUS,
  session,
  showIfSchema,
  UNIVERSITY_ERRORS,
  type FormComponent,
  type FormGroup,
  type FormValues,
  type PageBlock,
  type ShowIf,
} from './shapes';
