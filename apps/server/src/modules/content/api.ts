import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keyOfUrl } from './album';
import { memberUploads } from './schema';

/*
 * What other modules may read of the content module's: a member's own uploads (the images they
 * sent through /api/oss/token's policy), so a form or review can take only the member's images.
 */

/** The upload a URL of the member storage names, when it is this member's; else undefined. */
export async function memberUploadOf(db: Db, memberId: number, url: string): Promise<{ url: string; mime: string; width: number; height: number } | undefined> {
  const key = keyOfUrl(url.trim());
  if (!key) return undefined;
  const [row] = await db
    .select({ mime: memberUploads.mime, width: memberUploads.width, height: memberUploads.height })
    .from(memberUploads)
    .where(and(eq(memberUploads.key, key), eq(memberUploads.memberId, memberId)))
    .limit(1);
  return row ? { url: url.trim(), ...row } : undefined;
}
