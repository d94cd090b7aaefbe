import { expect } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { test } from './support/fixtures';

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  test('the landing page, wide and narrow, in English and Chinese', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-booted', 'true');
    await expectNoSeriousViolations(page, 'the landing page');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('link', { name: 'DGrid home' }).getByRole('img')).toHaveAttribute(
      'src',
      '/images/logo-mark.svg',
    );
    await expectNoSeriousViolations(page, 'the narrow landing page');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expectNoSeriousViolations(page, 'the landing page in Chinese');
  });
});
