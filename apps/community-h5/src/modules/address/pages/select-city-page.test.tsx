import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../test/render-page';
import { SELECTED_CITY_KEY } from '../choice';
import { Component as SelectCityPage } from './select-city-page';

describe('SelectCityPage', () => {
  afterEach(() => sessionStorage.clear());

  it('finds a city by name and hands it back to the opener', async () => {
    renderMemberPage(<SelectCityPage />, {
      route: '/app/address/:iid/selectCity',
      path: '/app/address/1000/selectCity',
      member: null,
    });
    expect(screen.getByRole('heading', { name: '广东省' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('搜索城市'), '深圳');
    expect(screen.queryByRole('heading', { name: '北京市' })).toBeNull();
    const guangdong = screen.getByRole('region', { name: '广东省' });
    await user.click(within(guangdong).getByRole('button', { name: '深圳市' }));
    expect(JSON.parse(sessionStorage.getItem(SELECTED_CITY_KEY) ?? 'null')).toEqual({
      code: '440300',
      name: '深圳市',
      province: '广东省',
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/app/index/1000');
  });

  it('says so when no city matches', async () => {
    renderMemberPage(<SelectCityPage />, {
      route: '/app/address/:iid/selectCity',
      path: '/app/address/1000/selectCity',
      member: null,
    });
    await userEvent.setup().type(screen.getByLabelText('搜索城市'), '不存在的城市');
    expect(screen.getByText('没有找到这个城市')).toBeInTheDocument();
  });
});
