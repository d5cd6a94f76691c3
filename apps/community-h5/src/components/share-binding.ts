import { distribution } from '@tongxin/api-client';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../lib/api';
import { useMemberSession } from './scopes';

/** A distributor's key as links carry it (the catalogue's disKeyParam). */
const KEY = /^[A-Za-z0-9]{6,32}$/;

/** This tab already asked to bind this member to this key (one call per visit, not per render or page). */
const markOf = (userId: number, key: string) => `tongxin:lockFans:${userId}:${key}`;

function alreadyAsked(mark: string): boolean {
  try {
    if (sessionStorage.getItem(mark)) return true;
    sessionStorage.setItem(mark, '1');
  } catch {
    // No storage (a private window): ask every time, the server keeps the first binding anyway.
  }
  return false;
}

/**
 * A goods or activity page opened from a distributor's share link (`?multiDisKey=`, spec §2):
 * the signed-in visitor is bound to that distributor as a fan for the tenant's lock days
 * (/multidis/lockFans), so their later orders without the key are still the distributor's. A
 * binding that has not expired stays with its distributor (the server decides). Quiet: a visitor
 * came to see the goods, so an unknown key, their own key or a store's key changes nothing on the
 * page. A visitor not signed in is bound when they sign in and come back to the page (the key
 * stays in the link).
 */
export function useShareBinding(): void {
  const [search] = useSearchParams();
  const key = search.get('multiDisKey') ?? '';
  const { iid, token, userId } = useMemberSession();
  useEffect(() => {
    if (!token || userId === null || !KEY.test(key) || alreadyAsked(markOf(userId, key))) return;
    api.call(distribution.lockFans, { iid, token, multiDisKey: key }).catch(() => undefined);
  }, [iid, token, userId, key]);
}
