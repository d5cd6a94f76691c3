import { statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config';
import type { Db } from './db/client';
import type { ChatProvider } from './providers/chat-completions';
import type { FaceProvider } from './providers/face';
import type { ServerModule } from './platform/module';
import { createProviders } from './providers';
import type { PayProvider, SandboxPayProvider } from './providers/pay';
import type { SmsProvider } from './providers/sms';
import type { WechatJsapiProvider } from './providers/wechat-jsapi';
import type { WechatMiniProvider } from './providers/wechat-mini';
import type { WechatOAuthProvider } from './providers/wechat-oauth';
import { LocalRoomBus, RedisRoomBus, type RoomBus } from './platform/room-bus';
import { LoginBackoff } from './security/login-backoff';
import { RateLimiter } from './security/rate-limit';

/** Everything a handler module needs, built once per app. */
export interface Services {
  db: Db;
  config: Config;
  now: () => number;
  sms: SmsProvider;
  pay: PayProvider;
  /** The new-pay route's provider (the aggregator, or `pay` itself): what an order prepaid on route 'union' is paid and refunded through. */
  unionPay: PayProvider;
  /** The sandbox provider when PAY_PROVIDER=sandbox (it plays the gateway for the dev endpoint). */
  sandboxPay: SandboxPayProvider | undefined;
  face: FaceProvider;
  /** WeChat OAuth: WeChat's API or the emulated one (WECHAT_PROVIDER); undefined when not configured. */
  wechat: WechatOAuthProvider | undefined;
  /** The mini-program's code exchange and session keys (WeChat Run data); undefined when not configured. */
  wechatMini: WechatMiniProvider | undefined;
  /** The official account's jsapi_ticket (the JS-SDK's wx.config signature); undefined when not configured. */
  wechatJsapi: WechatJsapiProvider | undefined;
  /** The chatgpt assistant's OpenAI-compatible service (ANSWERER_BASE_URL); undefined: the local answerer. */
  chat: ChatProvider | undefined;
  /** Live rooms' events: in-process, or Redis pub/sub across instances (REDIS_URL). */
  roomBus: RoomBus;
  limiter: RateLimiter;
  /** Wrong passwords per account: a growing wait, never a lock (security/login-backoff.ts). */
  loginBackoff: LoginBackoff;
  /** Folder of uploaded files. */
  uploadDir: string;
  /** Free bytes on the disk of a folder (tests inject a nearly full disk). */
  diskFree: (dir: string) => Promise<number>;
  /** Every module of the app (the order kernel finds its sellers and listeners here, a member merge every module's mergeMember). */
  modules: readonly ServerModule[];
}

/** Free bytes for an unprivileged writer on the disk holding `dir`. */
export async function statfsFree(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

export function createServices(
  db: Db,
  config: Config,
  now: () => number,
  smsLog?: (line: string) => void,
  modules: readonly ServerModule[] = [],
  diskFree: (dir: string) => Promise<number> = statfsFree,
): Services {
  return {
    db,
    config,
    now,
    ...createProviders(config, { now, smsLog }),
    roomBus: config.redisUrl ? new RedisRoomBus(config.redisUrl, (error) => console.error('live rooms: redis', error)) : new LocalRoomBus(),
    limiter: new RateLimiter(now),
    loginBackoff: new LoginBackoff(now),
    uploadDir: join(config.dataDir, 'uploads'),
    diskFree,
    modules,
  };
}
