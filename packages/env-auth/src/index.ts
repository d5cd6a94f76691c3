export { DEFAULT_CID, DEFAULT_IID, UNIVERSITY_IID, parseIid } from './tenant';
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
  type Environment,
  type EnvironmentHints,
  type Os,
} from './environment';
