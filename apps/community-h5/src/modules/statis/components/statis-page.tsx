import { isRefusal, statis } from '@tongxin/api-client';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { QueryView, type ViewedQuery } from '@tongxin/ui';
import { statisLinks } from '../../../lib/links/statis-links';
import '../statis.css';

const PAGES = [
  { path: statisLinks.weekact(), label: '每周活动' },
  { path: statisLinks.adperson(), label: '参与人员' },
  { path: statisLinks.adtrade(), label: '交易' },
  { path: statisLinks.adinsure(), label: '保险' },
  { path: statisLinks.leader(), label: '领队' },
  { path: statisLinks.sms(), label: '短信' },
] as const;

/**
 * A statistics page: the tabs between the figures, and the read's states — a member whose role
 * does not open statistics (or, for the SMS figures, is not an admin) gets a clear not-permitted
 * page (the server refused the read).
 */
export function StatisPage<T>({ title, query, children }: { title: string; query: ViewedQuery<T>; children: (data: T) => ReactNode }) {
  const { pathname } = useLocation();
  const { notPermitted, adminOnly } = statis.STATIS_ERRORS;
  const denied = query.isError ? [notPermitted, adminOnly].find((refusal) => isRefusal(query.error, refusal)) : undefined;
  return (
    <MemberPage title={title}>
      {denied ? (
        <section className="st-denied" role="alert" aria-label="无权查看">
          <h2>无权查看</h2>
          <p>{denied.msg}</p>
          <p>如需查看，请联系机构管理员为您开通{denied === adminOnly ? '管理员' : '领队或管理员'}身份。</p>
        </section>
      ) : (
        <>
          <nav className="st-nav" aria-label="统计">
            {PAGES.map((p) => (
              <AppLink key={p.path} to={p.path} aria-current={p.path === pathname ? 'page' : undefined}>
                {p.label}
              </AppLink>
            ))}
          </nav>
          <div className="st-body">
            <QueryView query={query} isEmpty={() => false} loading={<LoadingSkeleton rows={5} />}>
              {children}
            </QueryView>
          </div>
        </>
      )}
    </MemberPage>
  );
}

/** The three figures above a chart. */
export function Kpis({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <div className="st-kpis">
      {items.map((k) => (
        <p key={k.label}>
          <strong>{k.value}</strong>
          {k.label}
        </p>
      ))}
    </div>
  );
}
