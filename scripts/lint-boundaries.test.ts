import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The boundaries eslint.config.js draws, proved on small snippets linted as if they were files
 * at the given paths. Only the boundary rules run.
 */
const boundaryRules = [
  '@typescript-eslint/no-restricted-imports',
  'import-x/no-restricted-paths',
  'no-restricted-syntax',
  'max-lines',
];
const eslint = new ESLint({
  cwd: path.join(import.meta.dirname, '..'),
  ruleFilter: ({ ruleId }) => boundaryRules.includes(ruleId),
});

// Loading the configuration and its plugins takes seconds on a busy machine: done once, before
// the tests, with room for it (a test's own 5 s is for linting the snippets).
beforeAll(() => eslint.calculateConfigForFile('apps/server/src/app.ts'), 60_000);

/** The rule and message of each report. */
async function reportsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const database = expect.stringMatching(
  /^@typescript-eslint\/no-restricted-imports: .*Only services .* talk to the database/,
);
const serverCode = expect.stringMatching(/^import-x\/no-restricted-paths: .*gets its data through the API/);
const featureInternals = expect.stringMatching(/^import-x\/no-restricted-paths: .*only the files that feature offers/);

describe('only services and the db package import drizzle-orm', () => {
  const query = "import { sql } from 'drizzle-orm';\nexport const now = sql`now()`;\n";

  it('refuses it in a route file and in other server code', async () => {
    expect(await reportsOf('apps/server/src/modules/metals/boundary.routes.ts', query)).toEqual([database]);
    expect(
      await reportsOf(
        'apps/server/src/plugins/boundary.ts',
        "import type { SQL } from 'drizzle-orm/sql';\nexport type S = SQL;\n",
      ),
    ).toEqual([database]);
    expect(await reportsOf('apps/web/app/lib/boundary.ts', query)).toEqual([database]);
  });

  it('allows it in a service, its queries, the db package and tests', async () => {
    expect(await reportsOf('apps/server/src/modules/metals/boundary.service.ts', query)).toEqual([]);
    expect(await reportsOf('apps/server/src/modules/metals/boundary.queries.ts', query)).toEqual([]);
    expect(await reportsOf('packages/db/src/boundary.ts', query)).toEqual([]);
    expect(await reportsOf('apps/server/src/modules/metals/boundary.test.ts', query)).toEqual([]);
  });
});

describe('a raw query names its row type; it is not written at the call', () => {
  const rowTyped = expect.stringMatching(/^no-restricted-syntax: Name the row's type from the schema/);
  const read = (typeArgument: string) =>
    "import { queryRows, type Database } from '@facet/db/client';\n" +
    "import { sql } from 'drizzle-orm';\n" +
    'interface Named { id: number }\n' +
    `export const read = (db: Database) => queryRows<${typeArgument}>(db, sql\`select 1 as id\`);\n`;

  it('refuses a type literal, alone or inside another type', async () => {
    const file = 'apps/server/src/modules/metals/boundary.queries.ts';
    expect(await reportsOf(file, read('{ id: number }'))).toEqual([rowTyped]);
    expect(await reportsOf(file, read('Named & { total: string }'))).toEqual([rowTyped]);
  });

  it('allows a named type', async () => {
    expect(await reportsOf('apps/server/src/modules/metals/boundary.queries.ts', read('Named'))).toEqual([]);
  });
});

describe('no file is over 400 lines', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i};`).join('\n');

  it('refuses the 401st line, and allows 400', async () => {
    const file = 'apps/server/src/modules/metals/boundary.service.ts';
    expect(await reportsOf(file, lines(401))).toEqual([expect.stringMatching(/^max-lines: /)]);
    expect(await reportsOf(file, lines(400))).toEqual([]);
  });
});

describe('web code never imports server code', () => {
  it('refuses the server and the db package, by package name or by path', async () => {
    for (const from of ['@facet/server/app', '@facet/db/client', '../../../server/src/app.ts']) {
      expect(
        await reportsOf('apps/web/app/routes/boundary.ts', `import * as server from '${from}';\nexport { server };\n`),
      ).toEqual([serverCode]);
    }
  });

  it('allows the contracts', async () => {
    expect(
      await reportsOf(
        'apps/web/app/routes/boundary.ts',
        "import { metals } from '@facet/contracts/lookups';\nexport { metals };\n",
      ),
    ).toEqual([]);
  });
});

describe('a web feature does not reach into another feature', () => {
  const feature = 'apps/web/app/features/landing/boundary.ts';

  it("refuses another feature's own files", async () => {
    expect(
      await reportsOf(
        feature,
        "import { createEmptyDraft } from '../jewellery-editor/editor-draft.ts';\nexport { createEmptyDraft };\n",
      ),
    ).toEqual([featureInternals]);
  });

  it('allows what a feature offers, its own files, and any feature from a route', async () => {
    expect(
      await reportsOf(feature, "import { mainMenu } from '../navigation/main-menu.ts';\nexport { mainMenu };\n"),
    ).toEqual([]);
    expect(
      await reportsOf(feature, "import { LandingPage } from './landing-page.tsx';\nexport { LandingPage };\n"),
    ).toEqual([]);
    expect(
      await reportsOf(
        'apps/web/app/routes/boundary.ts',
        "import { createEmptyDraft } from '../features/jewellery-editor/editor-draft.ts';\nexport { createEmptyDraft };\n",
      ),
    ).toEqual([]);
  });
});

describe('components/ and lib/ in the web app never import features or routes', () => {
  const layers = expect.stringMatching(/^import-x\/no-restricted-paths: .*components\/ and lib\/ are what features/);

  it('refuses a feature or a route from components/ and from lib/', async () => {
    const feature =
      "import { DesktopMenu } from '../../features/navigation/desktop-menu.tsx';\nexport { DesktopMenu };\n";
    expect(await reportsOf('apps/web/app/components/layout/boundary.ts', feature)).toEqual([layers]);
    expect(
      await reportsOf(
        'apps/web/app/lib/boundary.ts',
        "import { ErrorBoundary } from '../routes/shop/layout.tsx';\nexport { ErrorBoundary };\n",
      ),
    ).toEqual([layers]);
  });

  it('allows components and lib to use each other', async () => {
    expect(
      await reportsOf(
        'apps/web/app/components/layout/boundary.ts',
        "import { useRootData } from '../../lib/root-data.ts';\nexport { useRootData };\n",
      ),
    ).toEqual([]);
  });
});

describe('a server module reaches another only through the files it offers', () => {
  const moduleInternals = expect.stringMatching(/^import-x\/no-restricted-paths: .*only the files that module offers/);
  const module = 'apps/server/src/modules/audit/boundary.ts';

  it("refuses another module's own files", async () => {
    expect(
      await reportsOf(
        module,
        "import { registerCouponRoutes } from '../coupons/coupons.routes.ts';\nexport { registerCouponRoutes };\n",
      ),
    ).toEqual([moduleInternals]);
  });

  it('allows what a module offers (a file, or a folder of e-mails) and its own files', async () => {
    for (const offered of ['../users/users.service.ts', '../messages/emails/order-emails.tsx', './audit.service.ts']) {
      expect(await reportsOf(module, `import * as offered from '${offered}';\nexport { offered };\n`)).toEqual([]);
    }
  });
});

describe('the web calls the API only through declared endpoints', () => {
  const byPath = 'export const load = (api: Api, id: number) => api.get<Coupon>(`/api/discount-coupon/${id}`);\n';
  const declared = 'export const load = (api: Api, id: number) => api.call(couponEndpoints.one, { params: { id } });\n';

  it('refuses an /api address written by hand and a type argument on the call', async () => {
    expect(await reportsOf('apps/web/app/features/coupons/boundary.server.ts', byPath)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: A type argument on an API call is a cast/),
      expect.stringMatching(/^no-restricted-syntax: Call the API through its declared endpoint/),
    ]);
    expect(await reportsOf('apps/web/app/routes/boundary.tsx', "export const href = '/api/invoice';\n")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Call the API through its declared endpoint/),
    ]);
  });

  it('allows a declared call, and tests (which fake the transport by address)', async () => {
    expect(await reportsOf('apps/web/app/features/coupons/boundary.server.ts', declared)).toEqual([]);
    expect(await reportsOf('apps/web/app/lib/api-client.test.ts', byPath)).toEqual([]);
  });
});
