import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './browser';
import { afterTwoFrames } from './frames';

/** axe-core's own script, injected into each page as it is (issue 9: no serious or critical finding on any page). */
export const axeCore: { source: string; version: string } = createRequire(import.meta.url)('axe-core');
const axeSource = axeCore.source;

export interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page as it stands and returns the serious and critical findings, with the elements they name. */
export async function seriousFindings(page: Page): Promise<Finding[]> {
  // Once per document: pages reached inside the app, or read again at another width, keep it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const findings = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
          }>;
        };
      }
    ).axe;
    // A card fading in (0.35 s) is read as the page settles, not half transparent: wait for the animations that end.
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  // The last two steps of each element's selector name it well enough, and keep a failure's report short.
  const shortTargets = (targets: string[]) => [...new Set(targets.map((t) => t.split(' > ').slice(-2).join(' > ')))];
  return findings
    .filter((f) => f.impact === 'serious' || f.impact === 'critical')
    .map((f) => ({ ...f, targets: shortTargets(f.targets) }));
}

/**
 * The serious findings of the page at a phone's width and at a desktop's: one page load read twice (the shop's layout
 * follows the window's width), first at the width it has, so a page costs one change of width.
 */
export async function seriousFindingsAtBothWidths(page: Page): Promise<Record<keyof typeof VIEWPORTS, Finding[]>> {
  const first = page.viewportSize()?.width === VIEWPORTS.desktop.width ? 'desktop' : 'phone';
  const second = first === 'phone' ? 'desktop' : 'phone';
  const atFirst = await seriousFindings(page);
  await page.setViewportSize(VIEWPORTS[second]);
  await afterTwoFrames(page);
  return { [first]: atFirst, [second]: await seriousFindings(page) } as Record<keyof typeof VIEWPORTS, Finding[]>;
}
