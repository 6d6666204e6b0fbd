import { registerHooks } from 'node:module';

/*
 * Preloaded (`--import`) by app-start-modules.test.ts: on exit, prints as JSON the names of
 * the npm packages the process loaded (or, with LOADED=urls, the address of every module).
 */

const packages = new Set();
const urls = new Set();
registerHooks({
  load(url, context, nextLoad) {
    const name = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
    if (name) packages.add(name);
    urls.add(url);
    return nextLoad(url, context);
  },
});
process.on('exit', () => {
  const list = process.env.LOADED === 'urls' ? urls : packages;
  process.stdout.write(`${JSON.stringify([...list].sort())}\n`);
});
