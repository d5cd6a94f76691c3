export {
  DEFAULT_CID,
  DEFAULT_IID,
  UNIVERSITY_IID,
  parseIid,
  resolveCid,
  resolveIid,
  type LookupDomain,
  type ResolveIidOptions,
  type ResolvedIid,
} from './tenant';
export {
  ENVIRONMENTS,
  currentEnvironment,
  detectEnvironment,
  detectOs,
  isAppWebview,
  isMiniProgram,
  isToutiao,
  isWechatLike,
  readEnvironmentHints,
  usesWechatOAuth,
  wechatReadyHints,
  type Environment,
  type EnvironmentHints,
  type Os,
} from './environment';
export {
  browserLocalStorage,
  browserSessionStorage,
  safeStorage,
  type KeyValueStorage,
} from './safe-storage';
export {
  STORAGE_KEYS,
  createCredentialStore,
  credentials,
  payerOpenId,
  tenantKey,
  universityCredentials,
  wechatUserInfoSchema,
  type CredentialStore,
  type GoodsSearchObject,
  type TenantStorageKey,
  type TenantValueStore,
  type UniversityCredentialStore,
  type UniversityCredentials,
  type WechatUserInfo,
} from './credentials';
export { jsSdkSigningUrl, landingUrlOf, rememberLandingUrl } from './js-sdk';
export { IDENTITY_MESSAGES, IdentityError, type IdentityErrorKind } from './identity-error';
export {
  BRIDGE_METHODS,
  DEFAULT_BRIDGE_TIMEOUT_MS,
  callBridge,
  readAppUserInfo,
  resolveNativeBridge,
  type AppUserInfo,
  type NativeBridge,
} from './bridge';
export {
  browserPort,
  randomState,
  withQueryParam,
  withoutQueryParams,
  type BrowserPort,
} from './url';
export { WECHAT_AUTHORIZE_ENDPOINT, wechatAuthorizeUrl, type WechatScope } from './wechat-oauth';
export {
  AUTH_ATTEMPT_KEY,
  DEV_USER_INFO,
  TICKET_PARAM,
  obtainIdentity,
  type IdentityOutcome,
  type IdentityProof,
  type IdentitySource,
  type ObtainIdentityOptions,
  type PageContext,
  type ToutiaoAuthConfig,
  type UserInfo,
  type WechatOAuthConfig,
} from './identity';
export {
  JSSDK_SRC,
  PAY_TEXT,
  miniProgramPayPath,
  openMiniProgramPage,
  payInMiniProgram,
  payInWechat,
  payResult,
  pollUntil,
  type JsapiPayParams,
  type PayResult,
} from './wechat-pay';
export { WERUN_PAGE, WERUN_PARAMS, miniProgramWerunPath, readWerunReturn, type WerunReturn } from './werun';
export {
  SHARE_APIS,
  SHARE_TYPES,
  configureShare,
  loadShareSdk,
  shareLink,
  type JsSdkSignature,
  type ShareData,
  type ShareType,
  type WxShareSdk,
} from './wechat-share';
