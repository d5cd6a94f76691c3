import { university } from '@tongxin/api-client';
import { UNIVERSITY_IID } from '@tongxin/env-auth';
import { Field, toast } from '@tongxin/ui';
import { validateLogin, validateRegister, validateSendCode } from '@tongxin/validators';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { routeNames } from '../../lib/route-names';
import { api } from '../../lib/api';
import { MSG } from '../../lib/messages';
import { failureText } from '../../lib/query';
import { readCredentials, saveCredentials } from '../../lib/session';
import styles from './personal-page.module.css';

/** Seconds before another code may be sent (the server allows one a minute per number). */
export const RESEND_SECONDS = 60;

/**
 * When another code may be sent (epoch ms), kept in sessionStorage: switching between 登录 and
 * 注册 unmounts the university.register form, and a reload restarts the page, but neither may restart the
 * countdown while the server still refuses a new code.
 */
export const RESEND_AT_KEY = 'university.codeResendAt';

function readResendAt(): number {
  try {
    const at = Number(sessionStorage.getItem(RESEND_AT_KEY));
    return Number.isFinite(at) ? at : 0;
  } catch {
    return 0;
  }
}

function writeResendAt(at: number): void {
  try {
    sessionStorage.setItem(RESEND_AT_KEY, String(at));
  } catch {
    // Storage refused (private mode): the countdown still runs while the form stays mounted.
  }
}

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/** Seconds left before a code may be sent again, and a starter; survives unmounts and reloads. */
function useResendCountdown(): [number, () => void] {
  const [resendAt, setResendAt] = useState(readResendAt);
  const [left, setLeft] = useState(() => secondsUntil(resendAt));
  useEffect(() => {
    setLeft(secondsUntil(resendAt));
    if (secondsUntil(resendAt) === 0) return;
    const timer = setInterval(() => {
      const n = secondsUntil(resendAt);
      setLeft(n);
      if (n === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);
  const start = () => {
    const at = Date.now() + RESEND_SECONDS * 1000;
    writeResendAt(at);
    setResendAt(at);
  };
  return [left, start];
}

type Mode = 'login' | 'register';

/** Mine: university.login and university.register (spec §5); a visitor with stored credentials goes straight to the apply home. */
export function Component() {
  const [mode, setMode] = useState<Mode>('login');
  if (readCredentials()) return <Navigate to={routeNames.UniversityApplyHome} replace />;
  return (
    <main>
      <h1 style={{ fontSize: 20, margin: '8px 0 12px' }}>我的</h1>
      <div className={styles.switch} role="group" aria-label="登录或注册">
        <button type="button" aria-pressed={mode === 'login'} onClick={() => setMode('login')}>
          登录
        </button>
        <button
          type="button"
          aria-pressed={mode === 'register'}
          onClick={() => setMode('register')}
        >
          注册
        </button>
      </div>
      {mode === 'login' ? <LoginForm /> : <RegisterForm />}
    </main>
  );
}

function useSignedIn() {
  const navigate = useNavigate();
  return (reply: { t1: number; t2: string }) => {
    saveCredentials({ rid: reply.t1, token: reply.t2, iid: UNIVERSITY_IID });
    navigate(routeNames.UniversityApplyHome, { replace: true });
  };
}

function LoginForm() {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const signedIn = useSignedIn();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateLogin({ phone: phone.trim(), password });
    if (problem) {
      toast.warn(problem);
      return;
    }
    setBusy(true);
    try {
      const reply = await api.call(university.login, {
        loginName: phone.trim(),
        passWord: password,
        iid: UNIVERSITY_IID,
      });
      signedIn(reply);
    } catch (error) {
      toast.fail(failureText(error, '登录失败'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="登录">
      <Field
        label="手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="请输入手机号"
        maxLength={11}
        value={phone}
        onChange={setPhone}
      />
      <Field
        label="密码"
        type="password"
        autoComplete="current-password"
        placeholder="请输入密码"
        value={password}
        onChange={setPassword}
      />
      <div className={styles.actions}>
        <Button
          type="primary"
          block
          round
          nativeType="submit"
          loading={busy}
          loadingText="请稍候…"
          disabled={busy}
        >
          登录
        </Button>
      </div>
    </form>
  );
}

function RegisterForm() {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [left, startCountdown] = useResendCountdown();
  const signedIn = useSignedIn();

  async function onSendCode() {
    if (sending || left > 0) return;
    const problem = validateSendCode({ phone: phone.trim() });
    if (problem) {
      toast.warn(problem);
      return;
    }
    setSending(true);
    try {
      await api.call(university.sendPhoneCode, { mobile: phone.trim() });
      toast.success(MSG.codeSent);
      startCountdown();
    } catch (error) {
      toast.fail(failureText(error, '验证码发送失败'));
    } finally {
      setSending(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateRegister({ phone: phone.trim(), password, confirm, code });
    if (problem) {
      toast.warn(problem);
      return;
    }
    setBusy(true);
    try {
      const reply = await api.call(university.register, {
        loginName: phone.trim(),
        password,
        verifyCode: code.trim(),
        iid: UNIVERSITY_IID,
      });
      signedIn(reply);
    } catch (error) {
      toast.fail(failureText(error, '注册失败'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="注册">
      <Field
        label="手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="请输入手机号"
        maxLength={11}
        value={phone}
        onChange={setPhone}
      />
      <Field
        label="验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="请输入验证码"
        maxLength={10}
        value={code}
        onChange={setCode}
        extra={
          <button
            type="button"
            className={styles.code}
            onClick={() => void onSendCode()}
            disabled={sending || left > 0}
          >
            {left > 0 ? `${left}秒后重发` : '发送验证码'}
          </button>
        }
      />
      <Field
        label="密码"
        type="password"
        autoComplete="new-password"
        placeholder="至少6位"
        value={password}
        onChange={setPassword}
      />
      <Field
        label="确认密码"
        type="password"
        autoComplete="new-password"
        placeholder="再次输入密码"
        value={confirm}
        onChange={setConfirm}
      />
      <div className={styles.actions}>
        <Button
          type="primary"
          block
          round
          nativeType="submit"
          loading={busy}
          loadingText="请稍候…"
          disabled={busy}
        >
          注册
        </Button>
      </div>
    </form>
  );
}
