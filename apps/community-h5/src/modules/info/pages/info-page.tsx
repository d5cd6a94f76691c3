import { useRead } from '@tongxin/api-client/react';
import { publicScope } from '../../../components/scopes';
import { info } from '@tongxin/api-client';
import { useLocation } from 'react-router-dom';
import { PageRefresh } from '../../../components/page-refresh';
import { useRouteIid } from '../../../components/route-iid';
import { ErrorState, LoadingSkeleton } from '@tongxin/ui';
import '../info.css';
import { useSession } from '../../../lib/session';

const isInfoName = (value: unknown): value is info.InfoPageName =>
  info.INFO_PAGES.some((name) => name === value);

/** The page's name is the path's segment after /app/info/ (protocol, down, contact…). */
export function infoNameOf(pathname: string): info.InfoPageName {
  const name = pathname.split('/')[3];
  return isInfoName(name) ? name : 'protocol';
}

/** An info page: text only, never HTML. */
export function Component() {
  const name = infoNameOf(useLocation().pathname);
  const sessionIid = useSession((s) => s.iid);
  // down and contact have no :iid: they are the current tenant's.
  const iid = useRouteIid() ?? sessionIid;
  const page = useRead(publicScope, info.page, { iid, name });
  return (
    <div className="info">
      <PageRefresh queries={[page]}>
        {page.isPending && <LoadingSkeleton rows={4} />}
        {page.isError && <ErrorState error={page.error} onRetry={page.refetch} />}
        {page.data && (
          <article>
            <h1 className="info__title">{page.data.title}</h1>
            {page.data.sections.map((section, i) => (
              <section key={i} className="info__section">
                {section.heading && <h2 className="info__heading">{section.heading}</h2>}
                {section.paragraphs.map((p, j) => (
                  <p key={j} className="info__text">
                    {p}
                  </p>
                ))}
              </section>
            ))}
            <p className="info__updated">更新于 {page.data.updatedAt.slice(0, 10)}</p>
          </article>
        )}
      </PageRefresh>
    </div>
  );
}
