import { ProjectFrame } from '../components/project-frame';

/** /app/cf/{iid}/customer: how to reach the project's launcher. */
export function Component() {
  return (
    <ProjectFrame title="联系发起人">
      {(p) => (
        <section className="tx-card" aria-label="联系方式">
          <p>发起人：{p.launcher.nickName}</p>
          <p>
            电话：<a href={`tel:${p.contactPhone}`}>{p.contactPhone}</a>
          </p>
          <p className="cf-muted">关于回报发放、退款进度等问题，可直接致电发起人，或在项目问答中留言。</p>
        </section>
      )}
    </ProjectFrame>
  );
}
