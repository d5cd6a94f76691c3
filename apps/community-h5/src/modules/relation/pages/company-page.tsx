import { errorMessage, relation } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { QueryView, toast } from '@tongxin/ui';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { memberScope } from '../../../components/scopes';
import { relationLinks } from '../../../lib/links/relation-links';
import '../relation.css';

/** The member's companies and organisations (relation/company), each to edit or delete. */
export function Component() {
  const mine = useRead(memberScope, relation.mine, {});
  const remove = useWrite(memberScope, relation.removeEntry, { invalidates: [relation.mine, relation.profile] });
  return (
    <MemberPage title="工作单位" side={<AppLink to={relationLinks.addCompany()}>添加</AppLink>}>
      <QueryView query={mine} isEmpty={(me) => me.companies.length === 0} empty="还没有添加工作单位">
        {(me) => (
          <ul className="relation-rows relation-section" aria-label="工作单位列表">
            {me.companies.map((c) => (
              <li key={c.id}>
                <span>
                  {c.name}
                  {c.position ? ` · ${c.position}` : ''}
                  <br />
                  <small>
                    {c.startDate || '—'} 至 {c.endDate || '今'}
                  </small>
                </span>
                <AppLink to={relationLinks.addCompany({ id: c.id })} className="relation-plain-button">编辑</AppLink>
                <button type="button" className="relation-plain-button" disabled={remove.isPending} onClick={() => remove.mutate({ kind: 'company', id: c.id }, { onSuccess: () => toast.success('已删除'), onError: (e) => toast.fail(errorMessage(e)) })}>
                  删除
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <AppLink to={relationLinks.addCompany()} className="tx-link-button">
        添加工作单位
      </AppLink>
    </MemberPage>
  );
}
