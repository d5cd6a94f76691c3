import { checkImageFile, downscaleImage, IMAGE_ACCEPT, PageLayout, toast } from '@tongxin/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'react-vant';
import { routeTo } from '../../lib/route-names';
import { useRequiredQuery } from '../../components/param-guard';
import { RequireLogin } from '../../components/require-login';
import { failureText } from '../../lib/query';
import type { Credentials } from '../../lib/session';
import { uploadImage } from '../../lib/upload';
import styles from './photo-guide-page.module.css';

/** The five steps of the guide (spec §2) and the button each one shows. */
export const GUIDE_STEPS = [
  {
    title: '拍摄须知',
    text: '请拍摄本人近期免冠正面照片，照片将通过人脸识别核验身份，请按指引拍摄。',
    button: '继续',
  },
  { title: '光线充足', text: '在光线均匀的室内拍摄，避免逆光、强光和脸部阴影。', button: '下一步' },
  {
    title: '背景简洁',
    text: '背景为白色或浅色的纯色墙面，画面中不要出现其他人或物品。',
    button: '下一步',
  },
  {
    title: '正面免冠',
    text: '正对镜头，露出眉毛和双耳，不戴帽子、墨镜和口罩，表情自然。',
    button: '下一步',
  },
  { title: '竖版拍摄', text: '手机竖握，头部位于画面中央，肩部以上完整入镜。', button: '直接拍摄' },
] as const;

export function Component() {
  const query = useRequiredQuery(['comId', 'groupId']);
  if (!query) return null;
  return (
    <RequireLogin>
      {(credentials) => (
        <PhotoGuide credentials={credentials} comId={query.comId} groupId={query.groupId} />
      )}
    </RequireLogin>
  );
}

function PhotoGuide({
  credentials,
  comId,
  groupId,
}: {
  credentials: Credentials;
  comId: string;
  groupId: string;
}) {
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const current = GUIDE_STEPS[step] ?? GUIDE_STEPS[0];
  const last = step === GUIDE_STEPS.length - 1;

  async function onFile(file: File | undefined) {
    if (!file || busy) return;
    // A file the browser cannot read (moved, or a cloud placeholder) rejects here.
    const problem = await checkImageFile(file).catch(() => '无法读取该文件，请重新选择');
    if (problem) {
      toast.warn(problem);
      return;
    }
    setBusy(true);
    setProgress(0);
    try {
      const prepared = await downscaleImage(file).catch(() => file);
      const url = await uploadImage(prepared, credentials, { onProgress: setProgress });
      navigate(routeTo('UniversityPhotoForm', { imgurl: url, comId, groupId }), { replace: true });
    } catch (error) {
      toast.fail(failureText(error, error instanceof Error ? error.message : '上传失败'));
      setBusy(false);
    }
  }

  return (
    <PageLayout bare title="照片拍摄指引">
      <section
        className={styles.slide}
        aria-roledescription="幻灯片"
        aria-label={`第${step + 1}步，共${GUIDE_STEPS.length}步`}
      >
        <div className={styles.track} style={{ transform: `translateX(-${step * 100}%)` }}>
          {GUIDE_STEPS.map((s, i) => (
            <article key={s.title} className={styles.card} aria-hidden={i !== step}>
              <p className={styles.index}>
                {i + 1}/{GUIDE_STEPS.length}
              </p>
              <h2>{s.title}</h2>
              <p>{s.text}</p>
            </article>
          ))}
        </div>
      </section>
      <ol className={styles.dots} aria-hidden="true">
        {GUIDE_STEPS.map((s, i) => (
          <li key={s.title} className={i === step ? styles.dotOn : styles.dot} />
        ))}
      </ol>
      {busy && (
        <p role="status" className="tx-muted">
          上传中… {progress}%
        </p>
      )}
      <input
        ref={input}
        className={styles.file}
        type="file"
        // No capture attribute: the phone then offers its camera and its gallery (spec §2: the
        // last step opens the camera or file picker), and only the accepted image types.
        accept={IMAGE_ACCEPT}
        aria-label="拍摄或选择照片"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          void onFile(file);
        }}
      />
      <div className="tx-actions tx-actions--fixed">
        <Button
          type="primary"
          block
          round
          loading={busy}
          loadingText="请稍候…"
          disabled={busy}
          onClick={() => (last ? input.current?.click() : setStep((n) => n + 1))}
        >
          {current.button}
        </Button>
      </div>
    </PageLayout>
  );
}
