import type { sign } from '@tongxin/api-client';
import { AppLink } from '../../components/app-link';
import { signLinks } from '../../lib/links/sign-links';

/** Sites with the member's check-in state, each opening its page. */
export function SiteList({ iid, sites }: { iid: number; sites: readonly sign.Site[] }) {
  return (
    <>
      {sites.map((site) => (
        <AppLink key={site.id} to={signLinks.site({ iid, id: site.id })} className="sign-site">
          <span>
            {site.name}
            <br />
            <span className="sign-meta">{site.address}</span>
          </span>
          {site.doneAt ? <span className="sign-done">已打卡</span> : <span className="sign-todo">未打卡</span>}
        </AppLink>
      ))}
    </>
  );
}
