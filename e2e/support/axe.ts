import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * AxeBuilder's legacy mode evaluates axe's source twice a check (once before it runs, once more
 * for each frame), and the source it evaluates is axe.js unminified, 1.5 MB; and axe hands back
 * every element each rule passed, with its HTML. So the page is given axe's minified build (of the
 * axe-core @axe-core/playwright depends on), evaluated only where the page has no axe yet, and
 * only the violations come back: a check of an account page took 1.13 s, now 0.65 s
 * (accessibility-account.spec.ts 122 s → 92 s on an otherwise idle machine).
 */
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = `if (typeof window.axe === 'undefined') {
${readFileSync(fromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8')}
}`;

/**
 * The serious and critical accessibility problems axe finds on the page once it has stopped
 * moving, one line each ("color-contrast: .price-was (2 nodes)"), so a failing test says what to
 * mend. Running animations are waited for first: text caught half-way through a fade (a page
 * fading in, a sticky bar or tray sliding) fails contrast it does not fail at rest.
 *
 * Legacy mode runs axe in the page itself; the default also opens a blank page for each run to
 * merge the results of cross-origin frames, which the shop's pages do not have, and which
 * doubles the time of every check (about 1.2 s a page on two cores).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  let violations = await violationsAtRest(page);
  // Something began to move while axe looked (a late re-render starting a fade): look again once
  // it has stopped. A problem the page has at rest is found both times.
  if (violations.length > 0 && (await movedSinceSettled(page))) violations = await violationsAtRest(page);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')} (${violation.nodes.length} node${violation.nodes.length === 1 ? '' : 's'})`,
    );
}

async function violationsAtRest(page: Page) {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page, axeSource })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations;
}

/** Whether an animation or transition began since the page last settled, or runs now. */
function movedSinceSettled(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as { facetMovedSinceSettled?: boolean }).facetMovedSinceSettled === true ||
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity,
        ),
  );
}

/**
 * Resolves once no finite animation runs on the page, and still none two frames later: one
 * animation often starts another from its end (a toast's five seconds end, it slides out, then
 * collapses), and one cancelled by a re-render is looked at again.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const moved = window as { facetMovedSinceSettled?: boolean; facetWatchesMoves?: boolean };
    if (!moved.facetWatchesMoves) {
      moved.facetWatchesMoves = true;
      for (const event of ['animationstart', 'transitionstart']) {
        document.addEventListener(event, () => (moved.facetMovedSinceSettled = true), true);
      }
    }
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let round = 0; round < 20; round += 1) {
      const now = running();
      if (now.length === 0) {
        await nextFrame();
        await nextFrame();
        if (running().length === 0) {
          moved.facetMovedSinceSettled = false;
          return;
        }
        continue;
      }
      await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
