import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderMemberPage } from '../../../test/render-page';
import { projectOf } from '../test-fixtures';
import { Component as QuestionPage } from './question-page';

const route = '/app/cf/:iid/question';
const question = (id: number, text: string, answer = '') => ({ id, nickName: `邻居${id}`, question: text, answer, askedAt: '2026-11-20T02:00:00.000Z' });

describe('QuestionPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lets a visitor ask the launcher (two characters at least) and shows the answers', async () => {
    const asked: string[] = [];
    const api = mockApi({
      '/api/cf/project': () => ({ t: projectOf() }),
      '/api/cf/questions': () => ({ t: [...asked.map((q, i) => question(10 + i, q)), question(1, '书从哪里来？', '邻居们捐的')] }),
      '/api/cf/question/ask': (p) => {
        asked.push(String(p.question));
        return { t: { id: 10 } };
      },
    });
    renderMemberPage(<QuestionPage />, { route, path: '/app/cf/1000/question?id=5' });
    expect(await screen.findByText('发起人答：邻居们捐的')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '问题' }), '好');
    await user.click(screen.getByRole('button', { name: '提问' }));
    expect(await screen.findByText('最少应该输入2个字符哦')).toBeVisible();
    expect(api.calls.some(([path]) => path === '/api/cf/question/ask')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: '问题' }), '几时建好？');
    await user.click(screen.getByRole('button', { name: '提问' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '问答' })).getByText(/几时建好？/)).toBeVisible());
    const row = within(screen.getByRole('list', { name: '问答' })).getByText(/几时建好？/).closest('li') as HTMLElement;
    expect(within(row).getByText('等待发起人回答')).toBeVisible();
    expect(api.calls.find(([path]) => path === '/api/cf/question/ask')?.[1]).toMatchObject({ id: 5, question: '好几时建好？' });
  });

  it('lets the launcher answer an open question, and not ask', async () => {
    let answer = '';
    const api = mockApi({
      '/api/cf/project': () => ({ t: projectOf({ mine: true }) }),
      '/api/cf/questions': () => ({ t: [question(3, '需要志愿者吗？', answer)] }),
      '/api/cf/question/answer': (p) => {
        answer = String(p.answer);
        return { t: true };
      },
    });
    renderMemberPage(<QuestionPage />, { route, path: '/app/cf/1000/question?id=5' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '回答内容' }), '需要，欢迎报名');
    expect(screen.queryByRole('textbox', { name: '问题' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '回答' }));
    expect(await screen.findByText('发起人答：需要，欢迎报名')).toBeVisible();
    expect(api.calls.find(([path]) => path === '/api/cf/question/answer')?.[1]).toMatchObject({ questionId: 3, answer: '需要，欢迎报名' });
  });

  it('says so when nobody has asked yet', async () => {
    mockApi({ '/api/cf/project': () => ({ t: projectOf() }), '/api/cf/questions': () => ({ t: [] }) });
    renderMemberPage(<QuestionPage />, { route, path: '/app/cf/1000/question?id=5' });
    expect(await screen.findByText('还没有人提问')).toBeVisible();
  });
});
