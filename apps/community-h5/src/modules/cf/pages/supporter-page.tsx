import { cf } from '@tongxin/api-client';
import { useList } from '@tongxin/api-client/react';
import { formatDate, formatFen } from '@tongxin/ui';
import { PagedList } from '../../../components/member-kit';
import { tenantScope } from '../../../components/scopes';
import { ProjectFrame } from '../components/project-frame';

function Supporters({ id }: { id: number }) {
  const list = useList(tenantScope, cf.supporters, { id });
  return (
    <PagedList
      label="支持者"
      list={list}
      empty="还没有人支持，快来做第一个支持者吧"
      rowKey={(r) => r.id}
      renderRow={(r) => (
        <div className="cf-row">
          {r.headImg ? <img className="cf-avatar" src={r.headImg} alt="" /> : <span className="cf-avatar" />}
          <span style={{ flex: 1 }}>
            <strong>{r.nickName}</strong> 支持了 {formatFen(r.amountFen)}
            {r.tierTitle ? `（${r.tierTitle}）` : ''}
            {r.message ? <span className="cf-muted"> “{r.message}”</span> : null}
          </span>
          <span className="cf-muted">{formatDate(r.paidAt, 0)}</span>
        </div>
      )}
    />
  );
}

/** /app/cf/{iid}/supporter and backer: everyone who supported the project, newest first. */
export function Component() {
  return <ProjectFrame title="支持者">{(p) => <Supporters id={p.id} />}</ProjectFrame>;
}
