import { Field, type FieldProps } from './field';

/** What the send button says: ready, while the code is being sent, and while the wait runs. */
export interface SmsCodeWords {
  send: string;
  sending: string;
  wait: (secondsLeft: number) => string;
}

const WORDS: SmsCodeWords = { send: '获取验证码', sending: '发送中…', wait: (left) => `重新获取(${left}s)` };

export type SmsCodeFieldProps = Omit<FieldProps, 'label' | 'extra' | 'inputMode' | 'autoComplete'> & {
  /** 验证码 unless the form names it otherwise. */
  label?: string;
  /** Seconds before another code may be sent (useSmsCountdown's `left`); the button waits meanwhile. */
  left: number;
  /** The code is being sent: the button waits too. */
  sending: boolean;
  onSend: () => void;
  words?: SmsCodeWords;
  /** The button's look (each app has its own). */
  buttonClassName?: string;
};

/**
 * The SMS code input of both apps, digits only, with its send button beside it: disabled while a
 * code is being sent and while useSmsCountdown's wait runs, saying how long.
 *
 * @example
 * const countdown = useSmsCountdown('register', mobile);
 * <SmsCodeField value={code} onChange={setCode} left={countdown.left} sending={send.isPending} onSend={askCode} />
 */
export function SmsCodeField({
  label = '验证码',
  maxLength = 6,
  placeholder = '请输入短信验证码',
  onChange,
  left,
  sending,
  onSend,
  words = WORDS,
  buttonClassName = 'tx-link-button',
  ...input
}: SmsCodeFieldProps) {
  return (
    <Field
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={maxLength}
      placeholder={placeholder}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      extra={
        <button type="button" className={buttonClassName} disabled={sending || left > 0} onClick={onSend}>
          {left > 0 ? words.wait(left) : sending ? words.sending : words.send}
        </button>
      }
      {...input}
    />
  );
}
