import { act } from '@tongxin/api-client';
import { formatFen } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage, PagedList } from '../../../components/member-kit';
import { useRouteIid } from '../../../components/route-iid';
import { ActCard } from '../components/act-card';
import { useActPages } from '../hooks';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/** /app/act/:iid/distrList — activities a distributor can promote, with the commission per person. */
export function Component() {
  const iid = useRouteIid() ?? 1000;
  const pages = useActPages(act.distrList, {});
  return (
    <MemberPage title="推广活动" side={<AppLink to={actLinks.applyDistribute()}>申请推广</AppLink>}>
      <PagedList
        label="可推广的活动"
        list={pages}
        empty="暂无可推广的活动"
        rowKey={(a) => a.id}
        renderRow={(a) => (
          <div>
            <ActCard a={a} iid={iid} />
            <p className="act-row">
              <span>预计佣金 {formatFen(a.commission)}/人</span>
              <AppLink to={actLinks.share({ iid, id: a.id })}>分享赚</AppLink>
            </p>
          </div>
        )}
      />
    </MemberPage>
  );
}
