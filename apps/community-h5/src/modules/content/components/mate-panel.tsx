import { content, errorMessage } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { toast } from '@tongxin/ui';
import { Button, Dialog } from 'react-vant';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { memberScope, tenantScope, useMemberSession } from '../../../components/scopes';
import { actLinks } from '../../../lib/links/act-links';
import { memberLinks } from '../../../lib/links/member-links';

/**
 * A companion post's own part (找搭子 detail, page guide D10): how many the poster looks for and who
 * joined, 我想同行 (one of the places, once) or 取消同行, the poster's contact once joined, and the
 * activity the post is about, enrolled in on its own page. Replies are the comments below.
 */
export function MatePanel({ id }: { id: number }) {
  const { iid, token } = useMemberSession();
  const { pathname, search } = useLocation();
  const mate = useRead(tenantScope, content.mate, { id, token: token ?? undefined });
  const join = useWrite(memberScope, content.mateJoin, { invalidates: [content.mate] });
  const leave = useWrite(memberScope, content.mateLeave, { invalidates: [content.mate] });
  if (mate.isPending || mate.isError) return null;
  const m = mate.data;
  const full = m.joined >= m.wanted;

  async function onJoin() {
    try {
      await join.mutateAsync({ id });
      toast.success('已报名同行，可以联系TA了');
    } catch (error) {
      toast.fail(errorMessage(error) || '报名失败');
      void mate.refetch();
    }
  }
  async function onLeave() {
    try {
      await Dialog.confirm({
        title: '取消同行',
        message: '确定不和TA同行了吗？名额会让给其他人。',
      });
    } catch {
      return;
    }
    try {
      await leave.mutateAsync({ id });
      toast.success('已取消同行');
    } catch (error) {
      toast.fail(errorMessage(error) || '取消失败');
    }
  }

  return (
    <section className="content-mate-panel" aria-label="同行信息">
      <p>
        <strong>
          已报名 {m.joined}/{m.wanted} 人
        </strong>
        {full ? (
          <span className="content-badge">已满</span>
        ) : (
          <span className="content-muted"> · 还差 {m.wanted - m.joined} 人</span>
        )}
      </p>
      {m.companions.length > 0 ? (
        <ul className="content-mate-people" aria-label="同行的人">
          {m.companions.map((c, i) => (
            <li key={`${c.name}-${i}`}>{c.name}</li>
          ))}
        </ul>
      ) : null}
      {m.actId !== null ? (
        <p>
          关于活动：<AppLink to={actLinks.detail({ iid, id: m.actId })}>{m.actTitle} ›</AppLink>
        </p>
      ) : null}
      {m.mine ? (
        <>
          <p role="note" className="content-mate-contact">
            联系TA：{m.contact || '发帖人未留联系方式，请在下方回复'}
          </p>
          <Button block plain loading={leave.isPending} onClick={() => void onLeave()}>
            取消同行
          </Button>
        </>
      ) : !token ? (
        <AppLink to={memberLinks.login({ redirect: pathname + search })} className="tx-link-button">
          登录后报名同行
        </AppLink>
      ) : (
        <>
          <p className="content-muted">报名同行后可查看发帖人的联系方式</p>
          <Button
            block
            type="primary"
            disabled={full}
            loading={join.isPending}
            onClick={() => void onJoin()}
          >
            {full ? '人数已满' : '我想同行'}
          </Button>
        </>
      )}
    </section>
  );
}
