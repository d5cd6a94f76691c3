/** Why the visitor's identity could not be obtained; the UI shows `message` with a retry action. */
export type IdentityErrorKind =
  | 'bridge'
  | 'oauth-denied'
  | 'oauth-interrupted'
  | 'oauth-code-reused'
  | 'oauth-state-mismatch'
  | 'oauth-exchange-failed'
  | 'toutiao-interrupted';

/** The readable message of each kind (user-facing, in Chinese). */
export const IDENTITY_MESSAGES: Readonly<Record<IdentityErrorKind, string>> = {
  bridge: '无法从客户端获取用户信息',
  'oauth-denied': '您取消了微信授权，请重新授权',
  'oauth-interrupted': '微信授权未完成，请重新授权',
  'oauth-code-reused': '微信授权已失效，请重新授权',
  'oauth-state-mismatch': '微信授权链接已失效，请重新授权',
  'oauth-exchange-failed': '微信授权失败，请重新授权',
  'toutiao-interrupted': '授权未完成，请重新授权',
};

/** One error class for every identity failure, told apart by `kind`. */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  readonly kind: IdentityErrorKind;

  constructor(kind: IdentityErrorKind, options?: { cause?: unknown }) {
    super(IDENTITY_MESSAGES[kind], options);
    this.kind = kind;
  }
}
