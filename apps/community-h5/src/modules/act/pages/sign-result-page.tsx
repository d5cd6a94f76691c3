import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { dateTimeText } from '../act-text';
import { actLinks } from '../../../lib/links/act-links';
import '../act.css';

/** /app/act/signResult?actId&place&signed&at — the result of a check-in. */
export function Component() {
  const { iid } = useMemberSession();
  const [search] = useSearchParams();
  const actId = Number(search.get('actId'));
  const place = search.get('place') ?? '';
  const at = search.get('at');
  const signed = Number(search.get('signed'));
  return (
    <MemberPage title="签到结果">
      <section className="act-section" aria-label="签到结果">
        {place && signed > 0 ? (
          <>
            <p className="act-ok">签到成功</p>
            <p>签到点：{place}</p>
            <p>签到人数：{signed}</p>
            {at ? <p>签到时间：{dateTimeText(at)}</p> : null}
          </>
        ) : (
          <p className="act-alert">没有签到结果</p>
        )}
        {actId > 0 ? <AppLink to={actLinks.sign({ iid, actId })}>返回签到</AppLink> : null}
      </section>
    </MemberPage>
  );
}
