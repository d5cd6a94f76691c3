import { useCallback, useState } from 'react';
import { useCountdown } from './countdown';

/** Seconds before another code may be sent to a number (the server sends one a minute per number). */
export const SMS_RESEND_SECONDS = 60;

/** The sessionStorage key of the time a code was sent for `purpose` to `phone`. */
export function smsSentAtKey(purpose: string, phone: string): string {
  return `smsSentAt:${purpose}:${phone}`;
}

// Where storage throws (private mode, blocked): the times live as long as the page.
const memory = new Map<string, number>();

function readSentAt(key: string): number {
  try {
    const at = Number(globalThis.sessionStorage.getItem(key));
    return Number.isFinite(at) && at > 0 ? at : 0;
  } catch {
    return memory.get(key) ?? 0;
  }
}

function writeSentAt(key: string, at: number): void {
  try {
    globalThis.sessionStorage.setItem(key, String(at));
  } catch {
    // Storage refused (private mode): the countdown still runs while the page lives.
    memory.set(key, at);
  }
}

/**
 * The SMS countdown of both apps: the seconds before another code may be sent for `purpose`
 * (sign-up, binding a number…) to `phone`, 0 when one may. The send time is kept in
 * sessionStorage under the number and purpose, so neither a reload nor leaving the form restarts
 * the wait while the server still refuses a new code, and another number may have its code at once.
 *
 * @example
 * const countdown = useSmsCountdown('register', phone);
 * await sendCode(phone); countdown.start();
 * <button disabled={countdown.left > 0}>{countdown.left > 0 ? `${countdown.left}秒后重发` : '发送验证码'}</button>
 */
export function useSmsCountdown(purpose: string, phone: string, seconds = SMS_RESEND_SECONDS) {
  const key = smsSentAtKey(purpose, phone);
  // Bumped by start: the stored time is read again on the render that follows.
  const [, setStarted] = useState(0);
  const sentAt = readSentAt(key);
  const ms = useCountdown(sentAt > 0 ? sentAt + seconds * 1000 : 0);
  /** The code was sent (to `sentTo`, the number the request named: by default the one shown). */
  const start = useCallback(
    (sentTo: string = phone) => {
      const now = Date.now();
      writeSentAt(smsSentAtKey(purpose, sentTo), now);
      setStarted(now);
    },
    [purpose, phone],
  );
  return { left: Math.ceil(ms / 1000), start };
}
