import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { mineOf } from '../test-fixtures';
import { Component as AddCompanyPage } from './addcompany-page';

const route = '/app/relation/addcompany';
const company = { id: 2, name: '同心书屋', position: '店长', startDate: '2024-01-01', endDate: '' };

describe('AddCompanyPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('needs a name and a period in order, then adds the company and returns to the list', async () => {
    const api = mockApi({ '/api/relation/mine': () => ({ t: mineOf() }), '/api/relation/company/save': (p) => ({ t: { ...company, ...p, id: 5 } }) });
    const { location } = renderMemberPage(<AddCompanyPage />, { route, path: route });
    expect(await screen.findByRole('heading', { name: '添加工作单位' })).toBeVisible();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('必填哦')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: '单位名称' }), '西湖社区');
    fireEvent.change(screen.getByLabelText('入职日期'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('离职日期'), { target: { value: '2024-03-01' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('离职日期不能早于入职日期')).toBeInTheDocument();
    expect(api.calls.some(([path]) => path === '/api/relation/company/save')).toBe(false);
    fireEvent.change(screen.getByLabelText('离职日期'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location()).toBe('/app/relation/company'));
    expect(api.calls.filter(([path]) => path === '/api/relation/company/save').map(([, p]) => p)).toMatchObject([{ name: '西湖社区', startDate: '2025-03-01', endDate: '' }]);
  });

  it('edits a company (?id) from its record', async () => {
    const api = mockApi({ '/api/relation/mine': () => ({ t: mineOf({ companies: [company] }) }), '/api/relation/company/save': (p) => ({ t: { ...company, ...p } }) });
    renderMemberPage(<AddCompanyPage />, { route, path: `${route}?id=2` });
    expect(await screen.findByRole('heading', { name: '编辑工作单位' })).toBeVisible();
    const position = await screen.findByRole('textbox', { name: '职位' });
    await waitFor(() => expect(position).toHaveValue('店长'));
    const user = userEvent.setup();
    await user.clear(position);
    await user.type(position, '志愿者');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.calls.filter(([path]) => path === '/api/relation/company/save').map(([, p]) => p)).toMatchObject([{ id: 2, name: '同心书屋', position: '志愿者' }]));
  });
});
