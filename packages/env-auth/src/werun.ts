/**
 * WeChat Run (微信运动) through the host mini-program (step counting; the bridge follows
 * spec §7's mini-program payment). A web-view page cannot call wx.getWeRunData itself, so the step
 * page opens the mini-program's own WeChat Run page with the member (iid, rid, session, from, as
 * the pay page) and `back`, the H5 URL to return to. That page calls wx.login and
 * wx.getWeRunData and reopens `back` in the web-view with the code and the encrypted data in the
 * query (WERUN_PARAMS; prefixed so they never read as WeChat OAuth's own `code`), or `werunError`
 * when the user refused or WeChat Run is off. The H5 posts them to the server, which decrypts.
 */

/** The host mini-program's WeChat Run page. */
export const WERUN_PAGE = '/pages/werun/werun';

/** The query parameters the mini-program returns to the H5 with. */
export const WERUN_PARAMS = Object.freeze({ code: 'werunCode', encryptedData: 'werunData', iv: 'werunIv', error: 'werunError' });

/** The mini-program's WeChat Run page with the member and the H5 URL to come back to. */
export function miniProgramWerunPath(q: { iid: string | number; rid: string | number; session: string; from: string; back: string }): string {
  const query = new URLSearchParams({ iid: String(q.iid), rid: String(q.rid), session: q.session, from: q.from, back: q.back });
  return `${WERUN_PAGE}?${query.toString()}`;
}

/** What came back from the mini-program's WeChat Run page. */
export type WerunReturn =
  | { kind: 'data'; code: string; encryptedData: string; iv: string }
  /** `reason`: the mini-program's words ('auth deny', 'getWeRunData:fail …'). */
  | { kind: 'error'; reason: string };

/**
 * Reads the mini-program's answer from a page's query, or null when there is none. A `+` the
 * mini-program left unescaped in base64 reads as a space in a query: base64 has no spaces, so it
 * is put back.
 */
export function readWerunReturn(search: string | URLSearchParams): WerunReturn | null {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const base64 = (name: string) => (q.get(name) ?? '').trim().replace(/ /g, '+');
  const code = (q.get(WERUN_PARAMS.code) ?? '').trim();
  const encryptedData = base64(WERUN_PARAMS.encryptedData);
  const iv = base64(WERUN_PARAMS.iv);
  if (code && encryptedData && iv) return { kind: 'data', code, encryptedData, iv };
  const error = q.get(WERUN_PARAMS.error);
  if (error !== null) return { kind: 'error', reason: error };
  // Part of the answer only: unusable, read as the mini-program's failure.
  if (code || encryptedData || iv) return { kind: 'error', reason: 'incomplete' };
  return null;
}
