import { registerHooks } from 'node:module';

/*
 * Preloaded (`--import`) by app-start-modules.test.ts: on exit, prints as JSON the names of
 * the npm packages the process loaded.
 */

const packages = new Set();
registerHooks({
  load(url, context, nextLoad) {
    const name = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
    if (name) packages.add(name);
    return nextLoad(url, context);
  },
});
process.on('exit', () => process.stdout.write(`${JSON.stringify([...packages].sort())}\n`));
