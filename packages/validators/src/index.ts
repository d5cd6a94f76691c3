export { isHexColor, textLength } from './text';
export { isMobile, isMobileLoose } from './mobile';
export {
  ID_CARD_PROVINCES,
  isIdCard,
  upgradeIdCard15,
  validateIdCard,
  type IdCardFailure,
  type IdCardFailureReason,
  type IdCardInfo,
  type IdCardResult,
} from './id-card';
export {
  ACCOUNT_MESSAGES,
  CHINESE_NAME_MAX,
  CHINESE_NAME_MIN,
  INPUT_MESSAGES,
  PASSWORD_MIN_LENGTH,
  checkInput,
  isChineseName,
  isEmail,
  validateLogin,
  validateRegister,
  validateSendCode,
  type InputRules,
} from './rules';
export { ID_NUMBER_MESSAGES, PARTICIPANT_ID_TYPE, checkParticipant, type Participant } from './participant';
export { PAYOUT_MESSAGES, cardTail, isAlipayAccount, isBankCard } from './payout';
export {
  FORM_IMAGE_EXTENSIONS,
  FORM_IMAGE_MAX_DEFAULT,
  FORM_IMAGE_TYPE_MESSAGE,
  FORM_TEXT_MAX,
  formImageMax,
  formImageUrls,
  formValueProblem,
  isAllowedImageName,
  isFormValueFilled,
  type FormValueComponent,
} from './form-value';
