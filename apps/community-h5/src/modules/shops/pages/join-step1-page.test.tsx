import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shops } from '@tongxin/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { applicationOf } from '../test-fixtures';
import { Component as JoinStep1Page } from './join-step1-page';

const ROUTE = { route: '/app/shops/join/step1', path: '/app/shops/join/step1' };

describe('JoinStep1Page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks for the business in the spec’s words, then goes on to step 2 with the draft kept', async () => {
    mockApi({ '/api/shops/join/info': () => ({ t: { fee: 9900, application: null } }) });
    const { location } = renderMemberPage(<JoinStep1Page />, ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '下一步' }));
    expect(await screen.findAllByText('必填哦', { selector: '.tx-field-error' })).toHaveLength(5);
    await user.type(screen.getByRole('textbox', { name: '店铺名称' }), '馆');
    await user.selectOptions(screen.getByLabelText('经营类目'), '餐饮');
    await user.type(screen.getByRole('textbox', { name: '联系人' }), '周店长');
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '1390000');
    await user.type(screen.getByRole('textbox', { name: '所在地区' }), '浙江省杭州市西湖区');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('最少应该输入2个字符哦', { selector: '.tx-field-error' })).toBeVisible();
    expect(screen.getByText('手机号码格式不对哦~', { selector: '.tx-field-error' })).toBeVisible();
    expect(location()).toBe('/app/shops/join/step1');
    await user.type(screen.getByRole('textbox', { name: '店铺名称' }), '同心小');
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '3333');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(location()).toBe('/app/shops/join/step2'));
    expect(Object.values(localStorage).some((v) => v.includes('"name":"馆同心小"') && v.includes('"phone":"13900003333"'))).toBe(true);
  });

  it('fills a rejected application back in, and refuses editing one under review', async () => {
    mockApi({ '/api/shops/join/info': () => ({ t: { fee: 9900, application: applicationOf(shops.SHOP_STATUS.rejected) } }) });
    const first = renderMemberPage(<JoinStep1Page />, ROUTE);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '店铺名称' })).toHaveValue('同心小馆'));
    first.unmount();
    localStorage.clear();
    mockApi({ '/api/shops/join/info': () => ({ t: { fee: 9900, application: applicationOf(shops.SHOP_STATUS.reviewing) } }) });
    renderMemberPage(<JoinStep1Page />, ROUTE);
    expect(await screen.findByText('入驻申请已提交，正在支付或审核中，不能修改')).toBeVisible();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
  });
});
