import { useMutation } from '@tanstack/react-query';
import { errorMessage, memberLogin } from '@tongxin/api-client';
import { toast } from '@tongxin/ui';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH, validateLogin } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { memberSignedIn } from '../../../app/session-slice';
import { Field, MemberPage, memberClient, useDraft } from '../../../components/member-kit';
import { useAppNavigate } from '../../../components/app-link';
import { safeRedirect } from '../redirect';

/** Sign in (or, for a number new to the organisation, sign up) with mobile and password. */
export function Component() {
  const [search] = useSearchParams();
  const redirect = safeRedirect(search.get('redirect'));
  // The shell's tenant: the tenant of the page that sent the visitor here.
  const iid = useAppSelector((s) => s.session.iid);
  const dispatch = useAppDispatch();
  const navigate = useAppNavigate();
  // The number is kept as a draft; the password never is.
  const { values, setField, clear } = useDraft('login', { mobile: '' });
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: 'mobile' | 'password'; message: string } | null>(null);

  const login = useMutation({
    mutationFn: (input: { mobile: string; password: string }) => memberClient.call(memberLogin, { iid, ...input }),
    onSuccess: (session) => {
      dispatch(memberSignedIn({ token: session.token, userId: session.userId, iid }));
      clear();
      toast.success('登录成功');
      navigate(redirect, { replace: true });
    },
    onError: (error) => toast.fail(errorMessage(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const message = validateLogin({ phone: values.mobile, password });
    if (message) {
      setProblem({ field: message === ACCOUNT_MESSAGES.phone ? 'mobile' : 'password', message });
      toast.warn(message);
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setProblem({ field: 'password', message: ACCOUNT_MESSAGES.passwordShort });
      toast.warn(ACCOUNT_MESSAGES.passwordShort);
      return;
    }
    setProblem(null);
    login.mutate({ mobile: values.mobile, password });
  };

  return (
    <MemberPage title="登录">
      <form onSubmit={submit} noValidate>
        <div className="member-form">
          <Field
            label="手机号"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder="请输入手机号"
            value={values.mobile}
            onChange={(v) => setField('mobile', v.replace(/\D/g, ''))}
            error={problem?.field === 'mobile' ? problem.message : null}
          />
          <Field
            label="密码"
            type="password"
            autoComplete="current-password"
            placeholder="请输入密码（至少6位）"
            value={password}
            onChange={setPassword}
            error={problem?.field === 'password' ? problem.message : null}
          />
        </div>
        <p className="member-muted">未注册的手机号将以此密码自动注册。</p>
        <Button block round type="primary" nativeType="submit" loading={login.isPending} loadingText="登录中…" disabled={login.isPending}>
          登录
        </Button>
      </form>
    </MemberPage>
  );
}
