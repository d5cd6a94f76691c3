import { errorMessage, member } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { AppLink, useAppNavigate } from '../../../components/app-link';
import { ErrorState, Field, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { memberLinks } from '../../../lib/links/member-links';
import '../member.css';

type PasswordField = 'oldPassword' | 'password' | 'confirm';
type Problem = { field: PasswordField; message: string };

/** The first problem of the form, in the spec's words (§5), or null. */
export function passwordProblem(input: { hasPassword: boolean; oldPassword: string; password: string; confirm: string }): Problem | null {
  if (input.hasPassword && input.oldPassword === '') return { field: 'oldPassword', message: ACCOUNT_MESSAGES.passwordEmpty };
  if (input.password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: ACCOUNT_MESSAGES.passwordShort };
  if (input.confirm !== input.password) return { field: 'confirm', message: ACCOUNT_MESSAGES.confirmMismatch };
  return null;
}

/**
 * The member's sign-in password (member.setPassword): a member who came by WeChat, a mini-program
 * or the app has none, and sets one here so the bound number signs in from a plain browser too; a
 * member who has one changes it with the old one. Without a bound number, binding comes first.
 * Passwords are never kept as a draft.
 */
export function Component() {
  const profile = useRead(memberScope, member.profile, {});
  const navigate = useAppNavigate();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const save = useWrite(memberScope, member.setPassword, { invalidates: [member.profile] });

  if (profile.isPending)
    return (
      <MemberPage title="登录密码">
        <LoadingSkeleton rows={2} />
      </MemberPage>
    );
  if (profile.isError)
    return (
      <MemberPage title="登录密码">
        <ErrorState error={profile.error} onRetry={profile.refetch} />
      </MemberPage>
    );

  const { hasPassword, mobile } = profile.data;
  const title = hasPassword ? '修改密码' : '设置密码';
  if (!mobile)
    return (
      <MemberPage title={title}>
        <section className="tx-card">
          <p>密码与手机号一起用于在浏览器中登录：请先绑定手机号，再设置密码。</p>
          <AppLink to={memberLinks.fillinfo({ redirect: memberLinks.personalPassword() })}>去绑定手机号 ›</AppLink>
        </section>
      </MemberPage>
    );

  const errorOf = (field: PasswordField) => (problem?.field === field ? problem.message : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = passwordProblem({ hasPassword, oldPassword, password, confirm });
    setProblem(found);
    if (found) {
      toast.warn(found.message);
      return;
    }
    save.mutate(
      { password, oldPassword: hasPassword ? oldPassword : undefined },
      {
        onSuccess: () => {
          toast.success(hasPassword ? '密码已修改' : '密码已设置');
          navigate(memberLinks.personal(), { replace: true });
        },
        onError: (error) => {
          if (hasPassword) setProblem({ field: 'oldPassword', message: errorMessage(error) });
          toast.fail(errorMessage(error));
        },
      },
    );
  };

  return (
    <MemberPage title={title}>
      <p className="tx-muted account-login-hint">
        {hasPassword
          ? `修改手机号 ${mobile} 的登录密码。`
          : `设置后，可在浏览器中用手机号 ${mobile} 和此密码登录。`}
      </p>
      <form onSubmit={submit} noValidate>
        <div className="tx-form">
          {hasPassword ? (
            <Field
              label="原密码"
              type="password"
              autoComplete="current-password"
              placeholder="请输入原密码"
              value={oldPassword}
              onChange={setOldPassword}
              error={errorOf('oldPassword')}
            />
          ) : null}
          <Field
            label="新密码"
            type="password"
            autoComplete="new-password"
            placeholder="至少6位"
            value={password}
            onChange={setPassword}
            error={errorOf('password')}
          />
          <Field
            label="确认密码"
            type="password"
            autoComplete="new-password"
            placeholder="再输入一次"
            value={confirm}
            onChange={setConfirm}
            error={errorOf('confirm')}
          />
        </div>
        <Button block round type="primary" nativeType="submit" loading={save.isPending} loadingText="保存中…" disabled={save.isPending}>
          保存
        </Button>
      </form>
    </MemberPage>
  );
}
