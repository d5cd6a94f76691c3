import { content, uploadImage } from '@tongxin/api-client';
import { ImageUploader } from '@tongxin/ui';
import { useEffect, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { LoadingSkeleton, MemberPage, useDraft } from '../../../components/member-kit';
import { useMemberSession } from '../../../components/scopes';
import { api } from '../../../lib/api';
import { CertificateGate, CertificateImage } from '../step-certificate';
import { sportLinks } from '../../../lib/links/sport-links';
import '../sport.css';

/** The uploaded photo as a data URL (an <img> of SVG loads nothing from outside), or null while read or when it cannot be. */
function usePhotoData(url: string | undefined): { data: string | null; failed: boolean } {
  const [state, setState] = useState<{ url?: string; data: string | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    if (!url) return;
    let live = true;
    fetch(url)
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then(
        (blob) =>
          new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.onerror = () => reject(reader.error ?? new Error('read'));
            reader.readAsDataURL(blob);
          }),
      )
      .then(
        (data) => live && setState({ url, data, failed: false }),
        () => live && setState({ url, data: null, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [url]);
  return state.url === url ? state : { data: null, failed: false };
}

/**
 * /app/step/cerphoto: the certificate with the member's photo. The photo is checked by its
 * content, downscaled and uploaded with its progress and retry (the upload helper); its address
 * is a draft, so a reload keeps the certificate. Long-press the image to save it.
 */
export function Component() {
  const { iid, token } = useMemberSession();
  const { values, setField } = useDraft<{ photos: string[] }>(`step-cerphoto:${iid}`, { photos: [] });
  const photo = usePhotoData(values.photos[0]);
  return (
    <MemberPage title="照片证书">
      <CertificateGate>
        {(cert) => (
          <>
            <section className="sport-section" aria-label="上传照片">
              <h2>{values.photos.length ? '更换照片' : '上传一张你的照片'}</h2>
              <ImageUploader
                value={values.photos}
                onChange={(photos) => setField('photos', photos.slice(-1))}
                max={1}
                label="选择照片"
                upload={async (file, { onProgress, signal }) =>
                  (await uploadImage(api, { file, iid, signal, onProgress: (p) => onProgress(p.percent), source: { declaration: content.ossToken, params: { iid, token: token ?? '' } } })).url
                }
              />
              {photo.failed ? <p role="alert" className="sport-meta">照片读取失败，请重新上传</p> : null}
            </section>
            {values.photos.length > 0 && !photo.data && !photo.failed ? <LoadingSkeleton rows={6} label="证书生成中" /> : <CertificateImage cert={cert} photo={photo.data ?? undefined} />}
            <p className="sport-meta sport-links">长按图片保存到手机</p>
            <div className="sport-bar">
              <AppLink to={sportLinks.certificate()}>不带照片的证书</AppLink>
            </div>
          </>
        )}
      </CertificateGate>
    </MemberPage>
  );
}
