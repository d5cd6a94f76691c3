import { afterEach, describe, expect, it, vi } from 'vitest';
import { openMiniProgramPage } from './wechat-pay';
import { miniProgramWerunPath, readWerunReturn, WERUN_PARAMS } from './werun';

afterEach(() => {
  delete (window as Window & { wx?: unknown }).wx;
});

describe('WeChat Run through the host mini-program', () => {
  it("builds the mini-program's WeChat Run page with the member and the page to come back to", () => {
    const path = miniProgramWerunPath({ iid: 1000, rid: 7, session: 'tok', from: 'community', back: 'https://h5.example.com/app/step/count?iid=1000' });
    expect(path.startsWith('/pages/werun/werun?')).toBe(true);
    const q = new URLSearchParams(path.split('?')[1]);
    expect(Object.fromEntries(q)).toEqual({ iid: '1000', rid: '7', session: 'tok', from: 'community', back: 'https://h5.example.com/app/step/count?iid=1000' });
  });

  it('opens it with wx.miniProgram.navigateTo', async () => {
    const navigateTo = vi.fn((o: { url: string; success?: () => void }) => o.success?.());
    (window as Window & { wx?: unknown }).wx = { miniProgram: { navigateTo } };
    await openMiniProgramPage('/pages/werun/werun?iid=1000');
    expect(navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/werun/werun?iid=1000' }));
  });

  it('reads the code, encrypted data and iv it returns, putting back a + the query turned into a space', () => {
    const q = new URLSearchParams({ [WERUN_PARAMS.code]: '0a3xyz', [WERUN_PARAMS.encryptedData]: 'ab+c/d==', [WERUN_PARAMS.iv]: 'r7+Q==' });
    expect(readWerunReturn(q)).toEqual({ kind: 'data', code: '0a3xyz', encryptedData: 'ab+c/d==', iv: 'r7+Q==' });
    expect(readWerunReturn('?werunCode=0a3xyz&werunData=ab+c/d==&werunIv=r7+Q==')).toEqual({ kind: 'data', code: '0a3xyz', encryptedData: 'ab+c/d==', iv: 'r7+Q==' });
  });

  it('reads a refusal, an answer in part as a failure, and nothing as null', () => {
    expect(readWerunReturn('?werunError=auth%20deny')).toEqual({ kind: 'error', reason: 'auth deny' });
    expect(readWerunReturn('?werunCode=0a3xyz')).toEqual({ kind: 'error', reason: 'incomplete' });
    expect(readWerunReturn('?iid=1000&code=oauth-code&state=s')).toBeNull();
  });
});
