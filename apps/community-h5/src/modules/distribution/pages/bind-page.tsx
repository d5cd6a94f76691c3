import { distribution, errorMessage } from '@tongxin/api-client';
import { useRead, useWrite } from '@tongxin/api-client/react';
import { formatDate } from '@tongxin/ui';
import { Button } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { EmptyState, ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { memberScope, tenantScope } from '../../../components/scopes';
import { distributionLinks } from '../../../lib/links/distribution-links';
import '../distribution.css';

const KEY = /^[A-Za-z0-9]{6,32}$/;

/** /app/dis/bind?multiDisKey= — a visitor who opened a distributor's link binds to them as a fan. */
export function Component() {
  const [search] = useSearchParams();
  const key = search.get('multiDisKey') ?? '';
  const valid = KEY.test(key);
  const owner = useRead(tenantScope, distribution.keyOwner, { multiDisKey: key }, { enabled: valid });
  const bind = useWrite(memberScope, distribution.lockFans);
  const result = bind.data;
  return (
    <MemberPage title="绑定推荐人">
      {!valid ? (
        <EmptyState description="链接缺少邀请码，请向分享人重新获取" />
      ) : owner.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : owner.isError ? (
        <ErrorState error={owner.error} onRetry={owner.refetch} />
      ) : (
        <section className="dis-card" aria-label="推荐人">
          <p>推荐人：{owner.data.nickName}</p>
          {result ? (
            result.mine ? (
              <p role="status">绑定成功，有效期至 {formatDate(result.expiresAt, 3)}</p>
            ) : (
              <p role="status">
                您已绑定其他推荐人（{result.nickName}），有效期至 {formatDate(result.expiresAt, 3)}
              </p>
            )
          ) : (
            <>
              <p>绑定成为TA的粉丝，通过TA分享的链接购买，TA将获得推广奖励</p>
              {bind.isError ? <p role="alert">{errorMessage(bind.error)}</p> : null}
              <Button round block type="danger" loading={bind.isPending} disabled={bind.isPending || !owner.data.active} onClick={() => bind.mutate({ multiDisKey: key })}>
                确认绑定
              </Button>
            </>
          )}
          <p>
            <AppLink className="dis-chip" to={distributionLinks.apply({ disrParentMultiDisKey: key })}>
              我也要成为分销员
            </AppLink>
          </p>
        </section>
      )}
    </MemberPage>
  );
}
