import { useQuery } from '@tanstack/react-query';
import { INFO_PAGES, infoPage, type InfoPageName } from '@tongxin/api-client';
import { useMatches } from 'react-router-dom';
import { ErrorState, Skeleton } from '../../../components/states';
import { callQuery } from '../../../lib/api';
import { useAppSelector } from '../../../app/hooks';
import { DEFAULT_IID, parseIid } from '@tongxin/env-auth';
import { useParams } from 'react-router-dom';
import '../info.css';

const isInfoName = (value: unknown): value is InfoPageName => INFO_PAGES.some((name) => name === value);

/** An info page: its name comes from the route's handle; text only, never HTML. */
export function Component() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { info?: unknown } | undefined;
  const name: InfoPageName = isInfoName(handle?.info) ? handle.info : 'protocol';
  const sessionIid = useAppSelector((s) => s.session.iid);
  // down and contact have no :iid: they are the current tenant's.
  const iid = parseIid(useParams().iid) ?? sessionIid ?? DEFAULT_IID;
  const page = useQuery(callQuery(infoPage, { iid, name }));
  return (
    <div className="info">
      {page.isPending && <Skeleton rows={4} />}
      {page.isError && <ErrorState error={page.error} onRetry={() => void page.refetch()} />}
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
    </div>
  );
}
