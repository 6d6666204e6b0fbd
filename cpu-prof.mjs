// Loads N pages in fresh contexts with given chromium args; prints wall time and CPU (user+sys) of chromium tree and server.
import { chromium } from 'playwright-core';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
const base = process.env.BASE ?? 'http://127.0.0.1:4555';
const serverPid = Number(process.env.SERVER_PID);
const extra = (process.env.ARGS ?? '').split(' ').filter(Boolean);
const tick = 100;
function cpuOf(pid) { try { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / tick; } catch { return 0; } }
function treeCpu(root) { let total = 0; const kids = execSync(`ps -o pid= --ppid ${root} || true`).toString().split('\n').map(Number).filter(Boolean); total += cpuOf(root); for (const k of kids) total += treeCpu(k); return total; }
function selfCpu() { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; }
const paths = ['/', '/collections/engagement-rings', '/product/aurora-halo-ring-white-gold-halo-1ct-oval-1.8mm', '/collections/diamonds', '/stone/LG-20002', '/faq', '/blogs', '/login', '/search?search=oval', '/ring-builder'];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu', ...extra] });
const browserPid = b.process?.()?.pid;
const s0 = cpuOf(serverPid); const t0 = Date.now(); const c0 = treeCpu(process.pid); 
for (let round = 0; round < 2; round++) for (const vp of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  const ctx = await b.newContext({ viewport: vp });
  for (const p of paths) { const page = await ctx.newPage(); await page.goto(base + p, { waitUntil: 'load' }); await page.locator('html[data-hydrated]').waitFor({ state: 'attached' }); await page.close(); }
  await ctx.close();
}
const wall = (Date.now() - t0) / 1000; const chrome = treeCpu(process.pid) - c0; const server = cpuOf(serverPid) - s0;
console.log(JSON.stringify({ args: extra.join(' '), pages: 40, wall, cpuChromeAndNode: +chrome.toFixed(1), server: +server.toFixed(1) }));
await b.close();
