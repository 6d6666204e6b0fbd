import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * `npm start` and `npm test` work on a fresh clone: they install the dependencies when
 * node_modules is missing or does not match package-lock.json, then carry on under the Node
 * the project ships (node_modules/.bin/node, decision 001). Only node: built-ins are imported
 * here, since this runs before any dependency exists.
 */

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const lockfile = path.join(root, 'package-lock.json');
const projectNode = path.join(root, 'node_modules/.bin/node');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** "node_modules/a/node_modules/@b/c" → "@b/c" */
const packageAt = (location) => location.replace(/^.*node_modules\//, '');

/**
 * Why node_modules does not match what package-lock.json (or, without one, package.json)
 * asks for; undefined when it does. Optional packages may be absent (other platforms'
 * binaries), and so may every dev-only one at once (an `npm ci --omit=dev` install).
 */
export function whyInstallIsNeeded(projectRoot = root) {
  const wantedLockfile = path.join(projectRoot, 'package-lock.json');
  // What npm writes after every install: the tree as it is in node_modules.
  const installedLockfile = path.join(projectRoot, 'node_modules/.package-lock.json');
  if (!existsSync(installedLockfile)) return 'node_modules is missing';
  let installed;
  try {
    installed = readJson(installedLockfile).packages ?? {};
  } catch {
    return 'node_modules/.package-lock.json cannot be read';
  }
  if (!existsSync(wantedLockfile)) {
    const manifest = readJson(path.join(projectRoot, 'package.json'));
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    const missing = names.find((name) => !installed[`node_modules/${name}`]);
    return missing ? `${missing} is not installed` : undefined;
  }
  let wanted;
  try {
    wanted = readJson(wantedLockfile).packages ?? {};
  } catch {
    return undefined; // npm will say what is wrong with the lockfile when it is next run.
  }
  const devOnlyMissing = [];
  let devOnlyPresent = false;
  for (const [location, entry] of Object.entries(wanted)) {
    if (location === '') continue;
    const found = installed[location];
    if (found && (found.version !== entry.version || Boolean(found.link) !== Boolean(entry.link))) {
      return `${packageAt(location)} is ${found.version ?? 'a link'}, the lockfile wants ${entry.version ?? 'a link'}`;
    }
    if (entry.optional || entry.devOptional) continue;
    if (entry.dev) {
      if (found) devOnlyPresent = true;
      else devOnlyMissing.push(location);
      continue;
    }
    if (!found) return `${packageAt(location)} is not installed`;
  }
  if (devOnlyMissing.length > 0 && devOnlyPresent) {
    return `${packageAt(devOnlyMissing[0])} is not installed`;
  }
  return undefined;
}

function runNpm(args) {
  // Inside an npm script npm names itself; run on its own, `npm` is found on PATH.
  const npmCli = process.env.npm_execpath;
  return npmCli && /\.[cm]?js$/.test(npmCli)
    ? spawnSync(process.execPath, [npmCli, ...args], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
}

/**
 * Installs the dependencies when node_modules does not match the lockfile (`npm ci`, or
 * `npm install` without a lockfile); does nothing when it does. Exits with a readable
 * message when the install fails. Returns whether it installed.
 */
export function ensureDependencies() {
  const reason = whyInstallIsNeeded();
  if (!reason) return false;
  const args = existsSync(lockfile) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  const command = `npm ${args[0]}`;
  console.log(`Installing the dependencies with ${command} (${reason}); a minute or two the first time.\n`);
  const result = runNpm(args);
  if (result.status !== 0) {
    const [what, hint] = result.error
      ? [`${command} could not be run (${result.error.message})`, 'Check that npm is installed and on PATH']
      : [
          `${command} exited with code ${result.status}; its messages are above`,
          'Check the network connection and that the npm registry can be reached',
        ];
    console.error(
      [
        '',
        `Installing the dependencies failed: ${what}.`,
        `${hint}, then run "${command}" in ${root} to see the problem, and "npm start" (or "npm test") again.`,
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
  const still = whyInstallIsNeeded();
  if (still) {
    console.error(`\n${command} finished, but node_modules still does not match the lockfile: ${still}.\n`);
    process.exit(1);
  }
  console.log('');
  return true;
}

function isProjectNode() {
  if (!existsSync(projectNode)) return true;
  try {
    return realpathSync(projectNode) === realpathSync(process.execPath);
  } catch {
    return true;
  }
}

/**
 * Runs this script again under node_modules/.bin/node when the current process is another
 * Node (the system's, before the first install), passing signals on, and exits with its code.
 * Returns when this already is the project's Node.
 */
export async function runOnProjectNode(script) {
  if (isProjectNode()) return;
  const child = spawn(projectNode, [script, ...process.argv.slice(2)], { cwd: process.cwd(), stdio: 'inherit' });
  // A Ctrl+C (or hang-up) in a terminal reaches the child by itself, being in the terminal's
  // process group; passed on as well it would count twice (a second SIGINT stops at once).
  const fromTerminal = process.stdin.isTTY ? ['SIGINT', 'SIGHUP'] : [];
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!fromTerminal.includes(signal)) child.kill(signal);
    });
  }
  const code = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not run ${projectNode}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  process.exit(code);
}

/** For `npm start` and `npm test`: dependencies installed, running on the project's Node. */
export async function prepareToRun(script) {
  ensureDependencies();
  await runOnProjectNode(script);
}
