import { university } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { UNIVERSITY_IID } from '@tongxin/env-auth';
import { Field, PhoneField, SmsCodeField, toast, useSmsCountdown, type SmsCodeWords } from '@tongxin/ui';
import { validateLogin, validateRegister, validateSendCode } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { routeNames } from '../../lib/route-names';
import { MSG } from '../../lib/messages';
import { failureText, universityScope } from '../../lib/query';
import { readCredentials, saveCredentials } from '../../lib/session';
import styles from './personal-page.module.css';

/** The send button's words here (the community's say 获取验证码). */
const CODE_WORDS: SmsCodeWords = { send: '发送验证码', sending: '发送验证码', wait: (left) => `${left}秒后重发` };

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
  const signedIn = useSignedIn();
  const login = useWrite(universityScope, university.login, {
    onSuccess: signedIn,
    onError: (error) => toast.fail(failureText(error, '登录失败')),
  });
  const busy = login.isPending || login.isSuccess;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateLogin({ phone: phone.trim(), password });
    if (problem) {
      toast.warn(problem);
      return;
    }
    login.mutate({ loginName: phone.trim(), passWord: password, iid: UNIVERSITY_IID });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="登录">
      <PhoneField value={phone} onChange={setPhone} />
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
  const signedIn = useSignedIn();
  const register = useWrite(universityScope, university.register, {
    onSuccess: signedIn,
    onError: (error) => toast.fail(failureText(error, '注册失败')),
  });
  const busy = register.isPending || register.isSuccess;
  // The server sends one code a minute per number: the wait survives a reload and 登录 ⇄ 注册.
  const { left, start: startCountdown } = useSmsCountdown('register', phone.trim());
  const sendCode = useWrite(universityScope, university.sendPhoneCode, {
    onSuccess: (_, input) => {
      toast.success(MSG.codeSent);
      startCountdown(input.mobile);
    },
    onError: (error) => toast.fail(failureText(error, '验证码发送失败')),
  });
  const sending = sendCode.isPending;

  function onSendCode() {
    if (sending || left > 0) return;
    const problem = validateSendCode({ phone: phone.trim() });
    if (problem) {
      toast.warn(problem);
      return;
    }
    sendCode.mutate({ mobile: phone.trim() });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateRegister({ phone: phone.trim(), password, confirm, code });
    if (problem) {
      toast.warn(problem);
      return;
    }
    register.mutate({ loginName: phone.trim(), password, verifyCode: code.trim(), iid: UNIVERSITY_IID });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="注册">
      <PhoneField value={phone} onChange={setPhone} />
      <SmsCodeField
        placeholder="请输入验证码"
        maxLength={10}
        value={code}
        onChange={setCode}
        left={left}
        sending={sending}
        onSend={onSendCode}
        words={CODE_WORDS}
        buttonClassName={styles.code}
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
