import { errorMessage, isRefusal, member } from '@tongxin/api-client';
import { useWrite } from '@tongxin/api-client/react';
import { PhoneField, SmsCodeField, toast, useSmsCountdown } from '@tongxin/ui';
import {
  ACCOUNT_MESSAGES,
  PASSWORD_MIN_LENGTH,
  validateLogin,
  validateSendCode,
} from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { memberSignedIn, useSession, useSessionDispatch } from '../../../lib/session';
import { useAppNavigate } from '../../../components/app-link';
import { Field, MemberPage, useDraft } from '../../../components/member-kit';
import { publicScope } from '../../../components/scopes';
import { safeRedirect } from '../redirect';
import '../member.css';


type Problem = { field: 'mobile' | 'password' | 'code'; message: string };

/**
 * Sign in with mobile and password. A number new to the organisation signs up: the server says so,
 * the page asks for the SMS code sent to it (获取验证码 → member.sendCode, then a countdown), and
 * member.register (a POST: the password never sits in a URL) makes the same password the account's.
 */
export function Component() {
  const [search] = useSearchParams();
  const redirect = safeRedirect(search.get('redirect'));
  // The shell's tenant: the tenant of the page that sent the visitor here.
  const iid = useSession((s) => s.iid);
  const dispatch = useSessionDispatch();
  const navigate = useAppNavigate();
  // The number is kept as a draft; the password and the code never are.
  const { values, setField, clear } = useDraft('login', { mobile: '' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // The number the server said is new: the code step shows while the form still holds it.
  const [newNumber, setNewNumber] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const countdown = useSmsCountdown('register', values.mobile);
  const signingUp = newNumber !== null && newNumber === values.mobile;

  const done = (session: { token: string; userId: number }) => {
    dispatch(memberSignedIn({ token: session.token, userId: session.userId, iid }));
    clear();
    toast.success('登录成功');
    navigate(redirect, { replace: true });
  };

  const login = useWrite(publicScope, member.login, {
    onSuccess: done,
    onError: (error, input) => {
      if (isRefusal(error, member.login.errors.notRegistered)) {
        setNewNumber(input.mobile);
        toast.info(errorMessage(error));
        return;
      }
      toast.fail(errorMessage(error));
    },
  });

  const signUp = useWrite(publicScope, member.register, {
    onSuccess: done,
    onError: (error) => toast.fail(errorMessage(error)),
  });

  const sendCode = useWrite(publicScope, member.sendCode, {
    onSuccess: (_, input) => {
      countdown.start(input.mobile);
      toast.success('验证码已发送');
    },
    onError: (error) => toast.fail(errorMessage(error)),
  });

  const warn = (next: Problem) => {
    setProblem(next);
    toast.warn(next.message);
  };

  const askCode = () => {
    if (sendCode.isPending || countdown.left > 0) return;
    const message = validateSendCode({ phone: values.mobile });
    if (message) return warn({ field: 'mobile', message });
    setProblem(null);
    sendCode.mutate({ iid, mobile: values.mobile });
  };

  const busy = login.isPending || signUp.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const message = validateLogin({ phone: values.mobile, password });
    if (message)
      return warn({ field: message === ACCOUNT_MESSAGES.phone ? 'mobile' : 'password', message });
    if (password.length < PASSWORD_MIN_LENGTH)
      return warn({ field: 'password', message: ACCOUNT_MESSAGES.passwordShort });
    if (signingUp && code.trim() === '')
      return warn({ field: 'code', message: ACCOUNT_MESSAGES.codeEmpty });
    setProblem(null);
    if (signingUp)
      signUp.mutate({ iid, loginName: values.mobile, password, verifyCode: code.trim() });
    else login.mutate({ iid, mobile: values.mobile, password });
  };

  return (
    <MemberPage title="登录">
      <form onSubmit={submit} noValidate>
        <div className="tx-form">
          <PhoneField value={values.mobile} onChange={(v) => setField('mobile', v)} error={problem?.field === 'mobile' ? problem.message : null} />
          <Field
            label="密码"
            type="password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            placeholder="请输入密码（至少6位）"
            value={password}
            onChange={setPassword}
            error={problem?.field === 'password' ? problem.message : null}
          />
          {signingUp ? (
            <SmsCodeField
              value={code}
              onChange={setCode}
              error={problem?.field === 'code' ? problem.message : null}
              left={countdown.left}
              sending={sendCode.isPending}
              onSend={askCode}
              buttonClassName="tx-link-button account-code-button"
            />
          ) : null}
        </div>
        <p className="tx-muted account-login-hint">
          {signingUp
            ? '该手机号尚未注册：获取短信验证码，即以此密码注册并登录。'
            : '未注册的手机号需短信验证后注册。'}
        </p>
        <Button
          block
          round
          type="primary"
          nativeType="submit"
          loading={busy}
          loadingText={signingUp ? '注册中…' : '登录中…'}
          disabled={busy}
        >
          {signingUp ? '注册并登录' : '登录'}
        </Button>
      </form>
    </MemberPage>
  );
}
