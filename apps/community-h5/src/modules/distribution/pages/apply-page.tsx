import { distribution, errorMessage } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { isChineseName, isMobile, INPUT_MESSAGES } from '@tongxin/validators';
import { PhoneField, QueryView, toast } from '@tongxin/ui';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { Field, LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { percent, statusText, useRole } from '../use-role';
import { distributionLinks } from '../../../lib/links/distribution-links';
import '../distribution.css';

interface ApplyForm {
  realName: string;
  mobile: string;
  region: string;
  applyReason: string;
  inviteCode: string;
}

const KEY = /^[A-Za-z0-9]{6,32}$/;

/**
 * /app/account/distr/apply — apply under the parent whose key the link carried
 * (disrParentMultiDisKey) or whose invite code the member types; without one, under the
 * organisation. Shows the state of an application already made.
 */
export function Component() {
  const [search] = useSearchParams();
  const { userId } = useMemberSession();
  const linkKey = search.get('disrParentMultiDisKey') ?? '';
  const role = useRole();
  const rules = useRead(tenantScope, distribution.getRegulations, {});
  const { values, setField, clear } = useDraft<ApplyForm>(`distr-apply:${userId ?? 'guest'}`, { realName: '', mobile: '', region: '', applyReason: '', inviteCode: '' });
  const parentKey = KEY.test(linkKey) ? linkKey : values.inviteCode.trim();
  const inviter = useRead(tenantScope, distribution.keyOwner, { multiDisKey: parentKey }, { enabled: KEY.test(parentKey) });
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<keyof ApplyForm, string>>>({});
  const apply = useWrite(memberScope, distribution.roleApply, { invalidates: [distribution.roleGet] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const found: Partial<Record<keyof ApplyForm, string>> = {};
    if (!values.realName.trim()) found.realName = INPUT_MESSAGES.required;
    else if (!isChineseName(values.realName.trim())) found.realName = INPUT_MESSAGES.chineseName;
    if (!values.mobile) found.mobile = INPUT_MESSAGES.required;
    else if (!isMobile(values.mobile)) found.mobile = INPUT_MESSAGES.mobile;
    if (values.inviteCode && !KEY.test(values.inviteCode.trim())) found.inviteCode = '邀请码格式不对';
    setProblems(found);
    const first = Object.values(found)[0];
    if (first) return void toast.warn(first);
    if (!agreed) return void toast.warn('请先阅读并同意分销规则');
    apply.mutate(
      { disrParentMultiDisKey: parentKey || undefined, realName: values.realName.trim(), mobile: values.mobile, region: values.region.trim() || undefined, applyReason: values.applyReason.trim() || undefined },
      {
        onSuccess: () => {
          clear();
          toast.success('提交成功，请等待审核');
        },
        onError: (error) => toast.fail(errorMessage(error)),
      },
    );
  };

  return (
    <MemberPage title="申请分销员">
      <QueryView query={role} isEmpty={() => false} loading={<LoadingSkeleton rows={3} />}>
        {(r) =>
          r && (r.status === distribution.ROLE_STATUS.pending || r.status === distribution.ROLE_STATUS.active) ? (
            <section className="dis-card" aria-label="申请状态">
              <p>
                申请状态：<span className="dis-status" data-status={r.status}>{statusText(r.status)}</span>
              </p>
              {r.status === distribution.ROLE_STATUS.pending ? (
                <p>您的分销申请正在审核中，请耐心等待。提交成功后，我们将会在1-2个工作日内给您回复</p>
              ) : (
                <p>您的分销申请已通过</p>
              )}
              <p className="dis-status">申请时间：{new Date(r.appliedAt).toLocaleString('zh-CN')}</p>
              {r.parentName ? <p className="dis-status">上级：{r.parentName}</p> : null}
              <AppLink className="dis-chip" to={distributionLinks.center()}>
                进入分销中心
              </AppLink>
            </section>
          ) : (
            <form onSubmit={submit} noValidate>
              {r && r.reason ? (
                <p className="dis-card" role="status">
                  上次申请{statusText(r.status)} 原因：{r.reason}
                </p>
              ) : null}
              <section className="dis-card" aria-label="邀请人">
                {KEY.test(parentKey) ? (
                  inviter.data ? (
                    <p>邀请人：{inviter.data.nickName}{inviter.data.active ? '' : '（分销资格不可用）'}</p>
                  ) : inviter.isError ? (
                    <p role="alert">{errorMessage(inviter.error)}</p>
                  ) : (
                    <p>正在查询邀请人…</p>
                  )
                ) : (
                  <p>成为分销会员，推广下级可获得额外收益</p>
                )}
              </section>
              <div className="tx-form">
                <Field label="真实姓名" placeholder="请输入真实姓名" maxLength={6} value={values.realName} onChange={(v) => setField('realName', v)} error={problems.realName ?? null} />
                <PhoneField value={values.mobile} onChange={(v) => setField('mobile', v)} error={problems.mobile ?? null} />
                {rules.data?.askRegion !== false ? <Field label="所在地区" placeholder="如 广东省/深圳市" maxLength={100} value={values.region} onChange={(v) => setField('region', v)} /> : null}
                {rules.data?.askReason !== false ? <Field label="申请原因" placeholder="选填" maxLength={200} value={values.applyReason} onChange={(v) => setField('applyReason', v)} /> : null}
                {KEY.test(linkKey) ? null : <Field label="邀请码" placeholder="填写邀请码（选填）" maxLength={32} value={values.inviteCode} onChange={(v) => setField('inviteCode', v.trim())} error={problems.inviteCode ?? null} />}
              </div>
              {rules.data ? (
                <details className="dis-card">
                  <summary>{rules.data.title}（一级佣金 {percent(rules.data.rate1Bp)}，二级佣金 {percent(rules.data.rate2Bp)}）</summary>
                  <p className="dis-text">{rules.data.text}</p>
                </details>
              ) : null}
              <label className="dis-agree">
                <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
                我已阅读并同意分销规则
              </label>
              <div className="dis-submit">
                <Button round block type="danger" nativeType="submit" loading={apply.isPending} disabled={apply.isPending}>
                  立即申请
                </Button>
              </div>
            </form>
          )
        }
      </QueryView>
    </MemberPage>
  );
}
