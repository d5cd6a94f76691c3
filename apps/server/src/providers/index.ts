import type { Config } from '../config';
import { OpenAiChatProvider, type ChatProvider } from './chat-completions';
import { HttpFaceProvider, LocalFaceProvider, type FaceProvider } from './face';
import { SandboxPayProvider, type PayProvider } from './pay';
import { DevSmsProvider, HttpSmsProvider, type SmsProvider } from './sms';
import { WechatPayProvider } from './wechat-pay';
import { YinshengPayProvider } from './yinsheng-pay';
import { ApiWechatMiniProvider, EmulatedWechatMiniProvider, type WechatMiniProvider } from './wechat-mini';
import { ApiWechatJsapiProvider, EmulatedWechatJsapiProvider, type WechatJsapiProvider } from './wechat-jsapi';
import { ApiWechatOAuthProvider, EmulatedWechatOAuthProvider, type WechatOAuthProvider } from './wechat-oauth';

export interface Providers {
  sms: SmsProvider;
  pay: PayProvider;
  /**
   * The new-pay route's provider (checkPartner true: union.wechat.create): the aggregator when
   * PAY_UNION_PROVIDER=yinsheng, else the same as `pay`.
   */
  unionPay: PayProvider;
  /** The sandbox when PAY_PROVIDER=sandbox: it can also play the gateway (the dev endpoint). */
  sandboxPay: SandboxPayProvider | undefined;
  face: FaceProvider;
  /** WeChat OAuth (WECHAT_PROVIDER, WECHAT_APP_ID): undefined when not configured. */
  wechat: WechatOAuthProvider | undefined;
  /** The mini-program's code exchange (WECHAT_MINI_APP_ID, or emulated): undefined when not configured. */
  wechatMini: WechatMiniProvider | undefined;
  /** The official account's jsapi_ticket for the JS-SDK's signature (with WECHAT_APP_ID, or emulated): undefined when not configured. */
  wechatJsapi: WechatJsapiProvider | undefined;
  /** The OpenAI-compatible chat service of the chatgpt assistant (ANSWERER_BASE_URL): undefined when not configured. */
  chat: ChatProvider | undefined;
}

export interface ProviderOptions {
  now: () => number;
  /** Where the dev SMS provider writes codes (default: the console). */
  smsLog?: (line: string) => void;
  /** The fetch the HTTP providers use (tests point it anywhere; default: Node's). */
  fetchImpl?: typeof fetch;
}

const missing = (what: string): never => {
  // loadConfig refuses these combinations; reaching here means a Config built by hand.
  throw new Error(`${what} is selected but not configured`);
};

/**
 * Builds the providers the configuration names: SMS_PROVIDER (dev | http), PAY_PROVIDER
 * (sandbox | wechat), PAY_UNION_PROVIDER (same | yinsheng), FACE_PROVIDER (local | http), WECHAT_PROVIDER (api | emulated). A new implementation is one more case here
 * and one more value in src/config.ts.
 */
export function createProviders(config: Config, { now, smsLog, fetchImpl = fetch }: ProviderOptions): Providers {
  let sms: SmsProvider;
  switch (config.smsProvider) {
    case 'dev':
      sms = new DevSmsProvider(smsLog ?? ((line) => console.info(line)), config.smsExposeCodes);
      break;
    case 'http':
      sms = new HttpSmsProvider(config.smsHttp ?? missing('SMS_PROVIDER=http'), now, fetchImpl);
      break;
  }

  let pay: PayProvider;
  let sandboxPay: SandboxPayProvider | undefined;
  switch (config.payProvider) {
    case 'sandbox':
      sandboxPay = new SandboxPayProvider(config.paySandboxKey, config.payAppId, now);
      pay = sandboxPay;
      break;
    case 'wechat':
      pay = new WechatPayProvider(config.wechatPay ?? missing('PAY_PROVIDER=wechat'), now, fetchImpl);
      break;
  }

  let unionPay: PayProvider;
  switch (config.payUnionProvider) {
    case 'same':
      unionPay = pay;
      break;
    case 'yinsheng':
      unionPay = new YinshengPayProvider(config.yinsheng ?? missing('PAY_UNION_PROVIDER=yinsheng'), now, fetchImpl);
      break;
  }

  let face: FaceProvider;
  switch (config.faceProvider) {
    case 'local':
      face = new LocalFaceProvider();
      break;
    case 'http':
      face = new HttpFaceProvider(config.faceHttp ?? missing('FACE_PROVIDER=http'), now, fetchImpl);
      break;
  }

  let wechat: WechatOAuthProvider | undefined;
  switch (config.wechat?.provider) {
    case 'api':
      wechat = new ApiWechatOAuthProvider(config.wechat, fetchImpl);
      break;
    case 'emulated':
      wechat = new EmulatedWechatOAuthProvider(config.wechat.appId, now);
      break;
    case undefined:
      break;
  }

  let wechatJsapi: WechatJsapiProvider | undefined;
  switch (config.wechat?.provider) {
    case 'api':
      wechatJsapi = new ApiWechatJsapiProvider(config.wechat, now, fetchImpl);
      break;
    case 'emulated':
      wechatJsapi = new EmulatedWechatJsapiProvider(config.wechat.appId);
      break;
    case undefined:
      break;
  }

  let wechatMini: WechatMiniProvider | undefined;
  switch (config.wechatMini?.provider) {
    case 'api':
      wechatMini = new ApiWechatMiniProvider(config.wechatMini, fetchImpl);
      break;
    case 'emulated':
      wechatMini = new EmulatedWechatMiniProvider(config.wechatMini.appId, now);
      break;
    case undefined:
      break;
  }

  const chat = config.answerer ? new OpenAiChatProvider(config.answerer, fetchImpl) : undefined;

  return { sms, pay, unionPay, sandboxPay, face, wechat, wechatJsapi, wechatMini, chat };
}
