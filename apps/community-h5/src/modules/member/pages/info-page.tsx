import { useRead } from '@tongxin/api-client/react';
import { memberScope } from '../../../components/scopes';
import { member } from '@tongxin/api-client';
import { Button } from 'react-vant';
import { ErrorState, LoadingSkeleton, MemberPage } from '../../../components/member-kit';
import { useAppNavigate } from '../../../components/app-link';
import { memberLinks } from '../../../lib/links/member-links';
import '../member.css';

/** The member's profile as saved. */
export function Component() {
  const profile = useRead(memberScope, member.profile, {});
  const navigate = useAppNavigate();
  return (
    <MemberPage title="个人资料">
      {profile.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={profile.refetch} />
      ) : (
        <>
          <dl className="tx-card account-rows">
            {[
              ['昵称', profile.data.nickName],
              ['姓名', profile.data.name || '未填写'],
              ['手机号', profile.data.mobile],
              ['邮箱', profile.data.email || '未填写'],
              ['个性签名', profile.data.signature || '未填写'],
            ].map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Button block round type="primary" onClick={() => navigate(memberLinks.personalEdit())}>
            编辑资料
          </Button>
        </>
      )}
    </MemberPage>
  );
}
