import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './build-inputs.mjs';

/*
 * Compiles the server and the packages it imports to JavaScript, file by file, without checking
 * types: TypeScript's own transpiler with each project's compiler options (the same output as
 * `tsc -b`: `./x.ts` imports become `./x.js`, JSX, source maps). Types are checked once, by
 * `npm run typecheck` (CI runs it beside the build); checking them here as well took a core
 * 20–80 s of every fresh start and every CI run.
 */

// The artwork package too: the server draws the ring builder's picture of a setting with its stone.
const projects = ['packages/contracts', 'packages/db', 'packages/artwork', 'apps/server'];

/** The files and options of a project's tsconfig.json (its include and exclude applied). */
function readProject(project) {
  const configFile = path.join(root, project, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!parsed || parsed.errors.length > 0) {
    const messages = (parsed?.errors ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    throw new Error(`${configFile}: ${messages.join('; ') || 'cannot be read'}`);
  }
  return parsed;
}

/** Compiles one project into its outDir; returns how many files. */
export function compileProject(project) {
  const { fileNames, options } = readProject(project);
  const outDir = options.outDir;
  const rootDir = options.rootDir;
  rmSync(outDir, { recursive: true, force: true });
  // Every file here is an ES module ("type": "module"), which the one-file transpiler cannot see
  // from a package.json: ESNext emits exactly what NodeNext does for an ES module.
  const compilerOptions = {
    ...options,
    module: ts.ModuleKind.ESNext,
    declaration: false,
    declarationMap: false,
    composite: false,
    noEmit: false,
  };
  for (const file of fileNames.filter((name) => !name.endsWith('.d.ts'))) {
    const relative = path.relative(rootDir, file).replace(/\.tsx?$/, '.js');
    const outFile = path.join(outDir, relative);
    const { outputText, sourceMapText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions,
      fileName: file,
      reportDiagnostics: false,
    });
    mkdirSync(path.dirname(outFile), { recursive: true });
    const mapName = `${path.basename(outFile)}.map`;
    writeFileSync(outFile, outputText.replace(/\/\/# sourceMappingURL=.*$/m, `//# sourceMappingURL=${mapName}`));
    if (sourceMapText) {
      const map = JSON.parse(sourceMapText);
      map.file = path.basename(outFile);
      map.sources = [path.relative(path.dirname(outFile), file)];
      writeFileSync(`${outFile}.map`, JSON.stringify(map));
    }
  }
  return fileNames.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = projects.reduce((sum, project) => sum + compileProject(project), 0);
  console.log(`${count} files compiled`);
}
