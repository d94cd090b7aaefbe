import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';
import { captureScreens } from './screens';

/**
 * axe-core's source, evaluated through the DevTools protocol: the product's CSP (script-src 'self') rightly
 * refuses an injected <script> tag (page.addScriptTag), and the suite keeps the CSP on rather than bypass it.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const blocking: readonly ImpactValue[] = ['serious', 'critical'];

/** One line per failing node, so a report names the rule, the element and what to fix. */
function listViolations(violations: AxeResults['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.impact} ${violation.id}: ${node.target.join(' ')}\n    ${node.failureSummary ?? violation.help}`,
    ),
  );
}

/**
 * Runs axe-core in the page (WCAG 2.x A and AA rules) over `selector` (the whole document by default) and
 * fails on any serious or critical violation. Moderate and minor findings are returned for the report.
 */
export async function expectNoSeriousViolations(page: Page, name: string, selector?: string) {
  // Colours are judged as painted: wait until opening transitions (a dialog fading in) have finished.
  // Endless animations (a pulse, a spinner) never finish and are left running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          !Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ([context]) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(context ?? document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        resultTypes: ['violations'],
      }),
    [selector] as const,
  );
  const serious = results.violations.filter((violation) => blocking.includes(violation.impact ?? 'minor'));
  await captureScreens(page, name);
  expect(listViolations(serious), `serious or critical accessibility violations on ${name}`).toEqual([]);
  return results.violations.filter((violation) => !serious.includes(violation));
}
