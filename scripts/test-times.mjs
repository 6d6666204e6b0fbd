import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-inputs.mjs';

/*
 * Where a test run's time went: reads the JSON report Vitest wrote (`--reporter=json
 * --outputFile.json=FILE`) and prints each project's summed file time and the slowest files,
 * so that CI's log says what to make faster as the suite grows. Prints nothing when the report
 * is missing (a run that ended before writing it).
 *
 *   node scripts/test-times.mjs FILE [HOW_MANY]
 */

const [file, most = '15'] = process.argv.slice(2);
if (!file || !existsSync(file)) process.exit(0);

const report = JSON.parse(readFileSync(file, 'utf8'));
const files = (report.testResults ?? []).map((result) => {
  const name = path.relative(root, result.name);
  const seconds = Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)) / 1000;
  return { name, seconds, project: projectOf(name) };
});

function projectOf(name) {
  if (name.startsWith('e2e/')) return 'e2e';
  if (/\.unit\.test\.ts$/.test(name) || name.startsWith('scripts/') || name.startsWith('apps/web/')) return 'unit';
  if (name.startsWith('apps/server/') || name.endsWith('.db.test.ts')) return 'api';
  return 'unit';
}

const byProject = new Map();
for (const entry of files) {
  const total = byProject.get(entry.project) ?? { files: 0, seconds: 0 };
  byProject.set(entry.project, { files: total.files + 1, seconds: total.seconds + entry.seconds });
}
console.log('\nTest time by project (summed over files; files run side by side):');
for (const [project, total] of byProject) {
  console.log(
    `  ${project.padEnd(4)} ${String(total.files).padStart(4)} files ${total.seconds.toFixed(0).padStart(6)} s`,
  );
}
console.log(`The ${most} slowest files:`);
for (const entry of files.sort((a, b) => b.seconds - a.seconds).slice(0, Number(most))) {
  console.log(`  ${entry.seconds.toFixed(1).padStart(7)} s  ${entry.name}`);
}
