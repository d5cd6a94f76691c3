import { Picture } from '../../../components/picture';
import { ProjectFrame } from '../components/project-frame';

/** /app/cf/{iid}/infos (and infos_jump): the project's full story with its pictures. */
export function Component() {
  return (
    <ProjectFrame title="项目详情">
      {(p) => (
        <article className="cf-body" aria-label={p.title}>
          <h1 className="cf-title">{p.title}</h1>
          <p className="cf-story">{p.story}</p>
          {p.images.map((src) => (
            <Picture key={src} src={src} alt="" ratio={15 / 8} className="cf-hero" />
          ))}
          <h2>风险提示</h2>
          <p className="cf-story">{p.risk || '若到期未达目标，所有支持款项将原路退回。'}</p>
        </article>
      )}
    </ProjectFrame>
  );
}
