import { sign } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { memberScope, useMemberSession } from '../../../components/scopes';
import { signLinks } from '../../../lib/links/sign-links';
import '../sign.css';

/** /app/sign/record: the member's check-ins, newest first. */
export function Component() {
  const { iid } = useMemberSession();
  const pages = useList(memberScope, sign.records, {});
  return (
    <MemberPage title="我的打卡">
      <PagedList
        label="打卡记录"
        list={pages}
        empty="还没有打卡记录，去打卡活动看看吧"
        rowKey={(r) => r.id}
        renderRow={(r) => (
          <AppLink to={signLinks.site({ iid, id: r.siteId })} className="sign-row">
            <span className="grow">
              {r.siteName}
              <br />
              <span className="sign-meta">
                {r.subjectTitle} · {r.method === 'qr' ? '扫码' : '定位'} · {new Date(r.createdAt).toLocaleString('zh-CN', { hour12: false })}
              </span>
            </span>
            <span className="sign-done">+{r.points}积分</span>
          </AppLink>
        )}
      />
    </MemberPage>
  );
}
