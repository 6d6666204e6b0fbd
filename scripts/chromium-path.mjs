import { existsSync } from 'node:fs';

/*
 * Which Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's old headless
 * shell (package chromium-headless-shell) when it is installed, else Debian's Chromium. The
 * shell is the same engine without the browser around it: on two cores a page in a new context
 * costs half the CPU (0.9 CPU-s instead of 1.75, measured), and the browser tests are CPU-bound.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';

/** The executable the browser tests launch (it may be missing: callers say so). */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}
