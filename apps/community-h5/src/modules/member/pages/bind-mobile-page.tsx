import { errorMessage, member } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { PhoneField, SmsCodeField, toast, useSmsCountdown } from '@tongxin/ui';
import { ACCOUNT_MESSAGES, validateSendCode } from '@tongxin/validators';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { useAppNavigate } from '../../../components/app-link';
import { ErrorState, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { memberSignedIn, useSessionDispatch } from '../../../lib/session';
import { safeRedirect } from '../redirect';

type Problem = { field: 'mobile' | 'code'; message: string };


/**
 * Binding a mobile number (spec §7 bindmobile calls): the code goes to the number
 * (获取验证码, then a 60 s countdown), and the number is the member's only with it. A number that
 * already has an account makes this visitor that account: the server merges the two and the
 * session goes on as it.
 */
export function Component() {
  const [search] = useSearchParams();
  const navigate = useAppNavigate();
  const dispatch = useSessionDispatch();
  const { iid, token } = useMemberSession();
  const profile = useRead(memberScope, member.profile, {});
  // The number survives a reload (a killed webview); the code never is kept.
  const { values, setField, clear } = useDraft('bind-mobile', { mobile: '' });
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const countdown = useSmsCountdown('bind-mobile', values.mobile);

  const send = useWrite(memberScope, member.bindMobileSend, {
    onSuccess: (_, input) => {
      countdown.start(input.mobile);
      toast.success('验证码已发送');
    },
    onError: (error) => toast.fail(errorMessage(error)),
  });
  const bind = useWrite(memberScope, member.bindMobile, {
    invalidates: [member.profile],
    onSuccess: (bound) => {
      if (token) dispatch(memberSignedIn({ token, userId: bound.userId, iid }));
      clear();
      toast.success(bound.merged ? '绑定成功，已关联该手机号的账号' : '绑定成功');
      navigate(safeRedirect(search.get('redirect')), { replace: true });
    },
    onError: (error) => toast.fail(errorMessage(error)),
  });

  const warn = (next: Problem) => {
    setProblem(next);
    toast.warn(next.message);
  };

  const askCode = () => {
    if (send.isPending || countdown.left > 0) return;
    const message = validateSendCode({ phone: values.mobile });
    if (message) return warn({ field: 'mobile', message });
    setProblem(null);
    send.mutate({ mobile: values.mobile, date: Date.now() });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    const message = validateSendCode({ phone: values.mobile });
    if (message) return warn({ field: 'mobile', message });
    if (code.trim() === '') return warn({ field: 'code', message: ACCOUNT_MESSAGES.codeEmpty });
    setProblem(null);
    bind.mutate({ mobile: values.mobile, verifyCode: code.trim() });
  };

  return (
    <MemberPage title="绑定手机号">
      {profile.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={profile.refetch} />
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="tx-muted">
            {profile.data.mobile
              ? `当前手机号 ${profile.data.mobile.slice(0, 3)}****${profile.data.mobile.slice(7)}：验证新号码后更换。`
              : '绑定手机号后，可用该手机号的账号记录（订单、优惠券、积分、地址）。'}
          </p>
          <div className="tx-form">
            <PhoneField value={values.mobile} onChange={(v) => setField('mobile', v)} error={problem?.field === 'mobile' ? problem.message : null} />
            <SmsCodeField
              value={code}
              onChange={setCode}
              error={problem?.field === 'code' ? problem.message : null}
              left={countdown.left}
              sending={send.isPending}
              onSend={askCode}
            />
          </div>
          <Button block round type="primary" nativeType="submit" loading={bind.isPending} loadingText="绑定中…" disabled={bind.isPending}>
            绑定
          </Button>
        </form>
      )}
    </MemberPage>
  );
}
