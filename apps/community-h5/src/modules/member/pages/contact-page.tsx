import { member } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { QueryView } from '@tongxin/ui';
import { tenantScope } from '../../../components/scopes';
import '../member.css';

/** How to reach the organisation's service desk. */
export function Component() {
  const contact = useRead(tenantScope, member.contact, {});
  return (
    <MemberPage title="联系我们">
      <QueryView query={contact} loading={<LoadingSkeleton rows={2} />}>
        {(data) => (
          <section className="tx-card" aria-label={data.name}>
            <h2 className="account-contact-name">{data.name}</h2>
            <dl className="account-rows">
              {data.phone ? (
                <div>
                  <dt>客服电话</dt>
                  <dd>
                    <a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</a>
                  </dd>
                </div>
              ) : null}
              {data.email ? (
                <div>
                  <dt>邮箱</dt>
                  <dd>
                    <a href={`mailto:${data.email}`}>{data.email}</a>
                  </dd>
                </div>
              ) : null}
              {data.hours ? (
                <div>
                  <dt>服务时间</dt>
                  <dd>{data.hours}</dd>
                </div>
              ) : null}
              {data.address ? (
                <div>
                  <dt>地址</dt>
                  <dd>{data.address}</dd>
                </div>
              ) : null}
            </dl>
          </section>
        )}
      </QueryView>
    </MemberPage>
  );
}
