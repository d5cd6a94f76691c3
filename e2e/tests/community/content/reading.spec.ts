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

test('a member finds a companion post, joins it (我想同行), gets the contact, and opens the trip it is about', async ({ page, visit }) => {
  await signIn(page, visit, '/app/mate/1000');
  await page.getByRole('link', { name: /马拉松补给站志愿者，一起报名/ }).click();
  await expect(page).toHaveURL(/\/app\/mate\/1000\/detail\/306$/);
  const panel = page.getByRole('region', { name: '同行信息' });
  await expect(panel).toContainText(/已报名 \d\/5 人/);
  await expect(panel).toContainText('报名同行后可查看发帖人的联系方式');
  await panel.getByRole('button', { name: '我想同行' }).click();
  await expect(panel.getByRole('note')).toContainText('联系TA：微信号 tx_mate_306');
  // Leaving again would need the dialog; the trip is one tap away.
  await panel.getByRole('link', { name: '城市马拉松医疗保障 ›' }).click();
  await expect(page).toHaveURL(/\/app\/act\/1000\/detail\/6$/);
  await expect(page.getByRole('heading', { name: '城市马拉松医疗保障' })).toBeVisible();
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
