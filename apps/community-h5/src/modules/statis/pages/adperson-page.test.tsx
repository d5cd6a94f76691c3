import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { Component as AdpersonPage } from './adperson-page';

describe('AdpersonPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the people by gender and by age group', async () => {
    mockApi({
      '/api/statis/adperson': () => ({ t: { total: 30, gender: [{ label: '男', value: 18 }, { label: '女', value: 11 }, { label: '未知', value: 1 }], ages: [{ label: '18岁以下', value: 3 }, { label: '18-35岁', value: 20 }, { label: '36岁以上', value: 7 }] } }),
    });
    renderMemberPage(<AdpersonPage />, { route: '/app/statis/adperson', path: '/app/statis/adperson' });
    expect(await screen.findByRole('img', { name: '性别分布：男 18，女 11，未知 1' })).toBeVisible();
    expect(screen.getByRole('img', { name: '年龄分布：18岁以下 3，18-35岁 20，36岁以上 7' })).toBeVisible();
    expect(screen.getByText('参与人数')).toHaveTextContent('30参与人数');
    expect(screen.getByText('男', { selector: '.st-kpis p' })).toHaveTextContent('18男');
  });
});
