import { content, uploadImage } from '@tongxin/api-client';
import { useCallback } from 'react';
import { api } from '../lib/api';
import { useMemberSession } from './scopes';

/**
 * The `upload` of @tongxin/ui's ImageUploader for a signed-in member's pictures: the member's
 * /api/oss/token policy, the form post to storage with its progress, the stored URL back.
 *
 * @example
 * <ImageUploader value={urls} onChange={setUrls} upload={useMemberUpload()} />
 */
export function useMemberUpload() {
  const { iid, token } = useMemberSession();
  return useCallback(
    async (file: File, { onProgress, signal }: { onProgress: (percent: number) => void; signal: AbortSignal }) =>
      (
        await uploadImage(api, {
          file,
          iid,
          signal,
          onProgress: (p) => onProgress(p.percent),
          source: { declaration: content.ossToken, params: { iid, token: token ?? '' } },
        })
      ).url,
    [iid, token],
  );
}
