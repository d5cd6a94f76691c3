import { expect, test } from '../../../support/fixtures';
import { signIn } from '../../../support/member-session';

test('a member reads a news item, comments (the length limit shows), collects it and finds it in the collection', async ({
  page,
  visit,
}) => {
  await signIn(page, visit, '/app/news/1000');
  await page.getByRole('tab', { name: '环保' }).click();
  const list = page.getByRole('list', { name: '资讯列表' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await list.getByRole('link', { name: '春季植树节：两百名志愿者种下一片林' }).click();
  const article = page.getByRole('article', { name: '春季植树节：两百名志愿者种下一片林' });
  await expect(article.getByRole('heading', { name: '活动安排' })).toBeVisible();
  await expect(article).toContainText('来自');

  const box = page.getByRole('textbox', { name: '写评论' });
  await box.fill('好'.repeat(301));
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('alert')).toHaveText('评论最多300个字');
  await box.fill('<b>明天一起去</b>');
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('article', { name: /的评论$/ }).first()).toContainText(
    '<b>明天一起去</b>',
  );

  await page.getByRole('button', { name: '收藏' }).click();
  await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await visit('/app/collection/list');
  await expect(page.getByText('春季植树节：两百名志愿者种下一片林')).toBeVisible();
});

test.describe('markup in data', () => {
  // DOMPurify parses the note in an inert document: the handler never runs, yet Chromium still
  // reports the page's CSP refusing it while parsing. That report is the only console line allowed.
  test.use({
    allowConsoleErrors: [/inline event handler violates the following Content Security Policy/],
  });

  test('a note with script in its text shows the text and runs nothing; a visitor sees no draft', async ({
    page,
    visit,
  }) => {
    await visit('/app/note/1000/detail/120');
    await expect(page.getByRole('article', { name: '我写的第一篇笔记' })).toContainText(
      '写下这些，是想记住那天的阳光。',
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { __noteScriptRan?: boolean }).__noteScriptRan,
      ),
    ).toBeUndefined();
    await visit('/app/note/1000/detail/121');
    await expect(page.getByText('内容不存在或已下架')).toBeVisible();
  });
});
