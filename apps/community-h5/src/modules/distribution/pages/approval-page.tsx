import { distribution, errorMessage } from '@tongxin/api-client';
import { useList, useWrite } from '@tongxin/api-client/react';
import { confirmDialog, promptDialog, ScrollTabs, toast } from '@tongxin/ui';
import { useState } from 'react';
import { Button } from 'react-vant';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { ChildRow } from '../components/child-row';
import '../distribution.css';

const S = distribution.ROLE_STATUS;
const TABS = [
  { name: S.pending, title: '待审批' },
  { name: S.active, title: '已通过' },
  { name: S.rejected, title: '已拒绝' },
] as const;

/** /app/account/distr/approval — the parent approves or rejects their children's applications. */
export function Component() {
  const [tab, setTab] = useState<number>(S.pending);
  const pages = useList(memberScope, distribution.childList, { level: 1, status: tab });
  const approve = useWrite(memberScope, distribution.roleApprove, { invalidates: [distribution.childList, distribution.childCount] });

  const decide = async (child: distribution.Child, pass: boolean) => {
    if (approve.isPending) return;
    const name = child.realName || child.nickName;
    let reason = '';
    if (pass) {
      if (!(await confirmDialog({ title: '通过申请', message: `确定通过 ${name} 的分销申请吗？` }))) return;
    } else {
      const typed = await promptDialog({ title: '拒绝申请', label: '拒绝原因', placeholder: '请填写拒绝原因', maxLength: 100 });
      if (typed === null) return;
      reason = typed.trim();
      if (!reason) return void toast.warn('请填写拒绝原因');
    }
    approve.mutate(
      { roleId: child.id, pass, reason: reason || undefined },
      { onSuccess: () => toast.success(pass ? '已通过' : '已拒绝'), onError: (error) => toast.fail(errorMessage(error)) },
    );
  };

  return (
    <MemberPage title="分销审批">
      <ScrollTabs tabs={TABS} active={tab} onChange={(name) => setTab(Number(name))} label="审批状态">
        <PagedList
          label="分销申请"
          list={pages}
          empty={tab === S.pending ? '暂无待审批的申请' : '暂无记录'}
          rowKey={(c) => c.id}
          renderRow={(c) => (
            <ChildRow
              child={c}
              actions={
                tab === S.pending ? (
                  <span className="dis-actions">
                    <Button size="small" type="danger" round disabled={approve.isPending} onClick={() => void decide(c, true)}>
                      通过
                    </Button>
                    <Button size="small" round disabled={approve.isPending} onClick={() => void decide(c, false)}>
                      拒绝
                    </Button>
                  </span>
                ) : undefined
              }
            />
          )}
        />
      </ScrollTabs>
    </MemberPage>
  );
}
