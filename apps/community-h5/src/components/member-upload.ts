import { content, uploadImage } from '@tongxin/api-client';
import type { UploadFn } from '@tongxin/ui';
import { useCallback } from 'react';
import { api } from '../lib/api';
import { useMemberSession } from './scopes';

/**
 * The signed-in member's image upload for ImageUploader and CommentForm: the member's upload
 * policy (/api/oss/token), the bytes sent with their progress, the public URL back. Without a
 * member it refuses with what to do.
 */
export function useMemberUpload(): UploadFn {
  const { iid, token } = useMemberSession();
  return useCallback<UploadFn>(
    async (file, { onProgress, signal }) => {
      if (!token) throw new Error('请先登录再上传图片');
      const uploaded = await uploadImage(api, {
        file,
        iid,
        signal,
        onProgress: (p) => onProgress(p.percent),
        source: { declaration: content.ossToken, params: { iid, token } },
      });
      return uploaded.url;
    },
    [iid, token],
  );
}
