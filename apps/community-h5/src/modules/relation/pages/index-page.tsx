import { relation } from '@tongxin/api-client';
import { useRead } from '@tongxin/api-client/react';
import { AppLink } from '../../../components/app-link';
import { MemberPage } from '../../../components/member-kit';
import { QueryView } from '@tongxin/ui';
import { memberScope } from '../../../components/scopes';
import { ProfileHead, TagCounts } from '../components/profile-head';
import { relationLinks } from '../../../lib/links/relation-links';
import '../relation.css';

/** The member's relations home: their profile as it stands, and every part of it to fill in. */
export function Component() {
  const mine = useRead(memberScope, relation.mine, {});
  return (
    <MemberPage title="我的人脉">
      <QueryView query={mine} isEmpty={() => false}>
        {(me) => (
          <>
            <ProfileHead profile={me} />
            <nav className="relation-grid" aria-label="人脉资料">
              <AppLink to={relationLinks.baseinfo()}>基本信息</AppLink>
              <AppLink to={relationLinks.extra()}>扩展信息</AppLink>
              <AppLink to={relationLinks.auth()}>{me.verified ? '已实名认证' : '实名认证'}</AppLink>
              <AppLink to={relationLinks.impress()}>我的印象</AppLink>
              <AppLink to={relationLinks.praise()}>获赞 {me.praiseCount}</AppLink>
              <AppLink to={relationLinks.honor()}>荣誉证书</AppLink>
              <AppLink to={relationLinks.company()}>工作单位</AppLink>
              <AppLink to={relationLinks.card()}>人脉名片</AppLink>
              <AppLink to={relationLinks.opinion()}>意见反馈</AppLink>
            </nav>
            <section className="relation-section" aria-label="别人对我的印象">
              <h3>别人对我的印象</h3>
              <TagCounts tags={me.tags} />
            </section>
            <AppLink to={relationLinks.detail({ id: me.memberId })} className="tx-link-button">
              预览别人眼中的我
            </AppLink>
          </>
        )}
      </QueryView>
    </MemberPage>
  );
}
