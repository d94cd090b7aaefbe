import { expect, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { test } from './support/fixtures';

/** Text nodes that look like a translation key or i18next's missing-key output: a string that never got translated. */
async function untranslatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const looksUntranslated =
        /^[a-z][a-zA-Z_]*(\.[a-zA-Z_]+)+$/.test(text) ||
        /\{\{\w+\}\}/.test(text) ||
        text.includes('[missing: "');
      if (looksUntranslated) found.push(text);
    }
    return found;
  });
}

test('the app speaks Chinese on every screen once chosen, with no untranslated text', async ({
  page,
  wallet,
}) => {
  await signIn(page, wallet);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  for (const [path, heading] of [
    ['/app/mining', '挖矿'],
    ['/app/purchase', '购买 DGAI'],
    ['/app/commission', '佣金'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await untranslatedTexts(page), `untranslated text on ${path}`).toEqual([]);
  }
  await expect(page.getByRole('navigation').getByRole('link')).toHaveText(['挖矿', '购买', '佣金']);
});
