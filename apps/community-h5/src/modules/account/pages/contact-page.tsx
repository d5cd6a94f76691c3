import { useRead } from '@tongxin/api-client/react';
import { tenantScope } from '../../../components/scopes';
import { member } from '@tongxin/api-client';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import '../account.css';

/** How to reach the organisation's service desk. */
export function Component() {
  const contact = useRead(tenantScope, member.contact, {});
  return (
    <MemberPage title="联系我们">
      {contact.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : contact.isError ? (
        <ErrorState error={contact.error} onRetry={contact.refetch} />
      ) : (
        <section className="member-card" aria-label={contact.data.name}>
          <h2 className="account-contact-name">{contact.data.name}</h2>
          <dl className="account-rows">
            {contact.data.phone ? (
              <div>
                <dt>客服电话</dt>
                <dd>
                  <a href={`tel:${contact.data.phone.replace(/[^\d+]/g, '')}`}>
                    {contact.data.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {contact.data.email ? (
              <div>
                <dt>邮箱</dt>
                <dd>
                  <a href={`mailto:${contact.data.email}`}>{contact.data.email}</a>
                </dd>
              </div>
            ) : null}
            {contact.data.hours ? (
              <div>
                <dt>服务时间</dt>
                <dd>{contact.data.hours}</dd>
              </div>
            ) : null}
            {contact.data.address ? (
              <div>
                <dt>地址</dt>
                <dd>{contact.data.address}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      )}
    </MemberPage>
  );
}
