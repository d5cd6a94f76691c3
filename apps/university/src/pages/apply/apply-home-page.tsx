import { useRead, useWrite } from '@tongxin/api-client/react';
import { university } from '@tongxin/api-client';
import { ErrorState, LoadingSkeleton, PageLayout, toast } from '@tongxin/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import * as z from 'zod/mini';
import { routeTo } from '../../lib/route-names';
import { RequireLogin } from '../../components/require-login';
import { clearRegistrationDrafts } from '../../lib/draft';
import { MSG, STATUS_BUTTON } from '../../lib/messages';
import { applicantScope, failureText } from '../../lib/query';
import { readWechatIdentity, type Credentials } from '../../lib/session';
import type { OrderFee } from '../../lib/order-fee';
import styles from './apply-home-page.module.css';

/** getRegInfo's groups: a JSON string of a list; a malformed one shows no groups rather than crashing. */
export function parseGroups(text: string): university.FormGroup[] {
  try {
    const parsed = z.array(university.formGroupSchema).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function Component() {
  return <RequireLogin>{(credentials) => <ApplyHome credentials={credentials} />}</RequireLogin>;
}

function ApplyHome({ credentials }: { credentials: Credentials }) {
  const { rid, regId, iid } = credentials;
  const reg = useRead(applicantScope, university.getRegInfo, { id: regId });
  const submit = useWrite(applicantScope, university.submit, { invalidates: [university.getRegInfo] });
  const reset = useWrite(applicantScope, university.resetForm, { invalidates: [university.getRegInfo] });
  const createOrder = useWrite(applicantScope, university.createOrder);
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const busy = submit.isPending || reset.isPending || createOrder.isPending;

  if (reg.isPending)
    return (
      <PageLayout bare>
        <LoadingSkeleton />
      </PageLayout>
    );
  if (reg.isError)
    return (
      <PageLayout bare>
        <ErrorState error={reg.error} onRetry={() => void reg.refetch()} />
      </PageLayout>
    );

  const info = reg.data;
  const groups = parseGroups(info.groups);
  const button = STATUS_BUTTON[info.status] ?? { text: '确认提交', disabled: true };
  const needsTick = info.status === 0 && info.regSummary.trim() !== '';

  async function act() {
    if (busy || button.disabled) return;
    // The tick is asked for only when there is an agreement to tick (spec §5).
    if (needsTick && !agreed) {
      toast.warn(MSG.tickFirst(info.regSummary));
      return;
    }
    try {
      if (info.status === 0) {
        const ok = await submit.mutateAsync({ regId, id: regId }).catch((error: unknown) => {
          toast.fail(failureText(error, MSG.submitFailed));
          return null;
        });
        if (ok === false) toast.fail(MSG.submitFailed);
        if (ok) toast.success(MSG.submitOk);
      } else if (info.status === 4) {
        const ok = await reset.mutateAsync({ regId }).catch((error: unknown) => {
          toast.fail(failureText(error, MSG.resetFailed));
          return null;
        });
        if (ok === false) toast.fail(MSG.resetFailed);
        if (ok) clearRegistrationDrafts(rid, regId);
      } else if (info.status === 2) {
        const order = await createOrder.mutateAsync({ iid, orderType: 28, userId: rid, keys: regId, num: 1 });
        const { openId, unionId } = readWechatIdentity(iid);
        const fee: OrderFee = { gid: order.gid, amount: order.amount, title: order.title };
        navigate(
          routeTo('publicOrder', {
            iid,
            rid,
            session: credentials.token,
            gid: order.gid,
            channel: 'registration',
            tradeType: 'JSAPI',
            openId,
            unionId,
            from: 'university',
          }),
          // The payment page shows the fee without asking for the order again.
          { state: { fee } },
        );
      }
    } catch (error) {
      toast.fail(failureText(error, '操作失败'));
    }
  }

  const statusImage = info.statusShowImg || info.statusImg;
  return (
    <PageLayout bare title={info.regName || '网上报名'}>
      <section className="tx-card" aria-label="报名状态">
        {statusImage && (
          <img className={styles.statusImg} src={statusImage} alt="" width={64} height={64} />
        )}
        <p>
          报名状态：<strong>{STATUS_TEXT[info.status] ?? '未知'}</strong>
        </p>
        {info.status === 4 && info.refillReason && (
          <p className="tx-muted">退回原因：{info.refillReason}</p>
        )}
      </section>
      <section aria-label="报名表">
        <h2 className={styles.heading}>报名表</h2>
        {groups.length === 0 ? (
          <p className="tx-muted">暂无表单</p>
        ) : (
          <ul className={styles.groups}>
            {groups.map((group) => (
              <li key={group.id}>
                <Link
                  className={styles.group}
                  to={routeTo('UniversityApplyForm', { id: group.id, groupDesc: group.groupDesc })}
                >
                  <span>
                    <span className={styles.groupName}>{group.groupName}</span>
                    {group.groupDesc && <span className="tx-muted">{group.groupDesc}</span>}
                  </span>
                  <span className={group.isFill ? styles.filled : styles.unfilled}>
                    {group.isFill ? '已填写' : '未填写'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {(info.regImage || info.regSummary) && (
        <section className="tx-card" aria-label="报名须知">
          {info.regImage && (
            <img className={styles.summaryImg} src={info.regImage} alt="报名须知" loading="lazy" />
          )}
          {info.regSummary && <p className={styles.summary}>{info.regSummary}</p>}
          {needsTick && (
            <label className={styles.agree}>
              <input
                type="checkbox"
                checked={agreed}
                onChange={(e) => setAgreed(e.target.checked)}
              />
              <span>我已阅读并同意{info.regSummary}</span>
            </label>
          )}
        </section>
      )}
      <div className="tx-actions tx-actions--fixed">
        <Button
          type="primary"
          block
          round
          loading={busy}
          loadingText="请稍候…"
          disabled={button.disabled || busy}
          onClick={() => void act()}
        >
          {button.text}
        </Button>
      </div>
    </PageLayout>
  );
}

const STATUS_TEXT: Record<number, string> = {
  0: '未提交',
  1: '等待审核',
  2: '审核通过',
  3: '报名成功',
  4: '需要重新填写',
};
