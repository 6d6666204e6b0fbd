import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('configuration', () => {
  it('has defaults that run the shop on a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      seedDemo: true,
      pgliteCacheMb: 128,
      jobs: { enabled: true, pollIntervalMs: 1000, alertsWorkShare: 50 },
    });
    expect(config.company.address.country).toBe('India');
    expect(config.company.website).toBe('http://localhost:3000');
  });

  it('honours PORT, HOST, PUBLIC_URL, DATABASE_URL and SEED_DEMO', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://facet.example/',
      DATABASE_URL: 'postgres://shop@db:5432/facet',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://facet.example',
      databaseUrl: 'postgres://shop@db:5432/facet',
      seedDemo: false,
    });
  });

  it('defaults PUBLIC_URL to the address it listens on, so e-mailed links open the same origin', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000');
    expect(loadConfig({ HOST: 'shop.internal', PORT: '8080' }).publicUrl).toBe('http://shop.internal:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ HOST: '127.0.0.1' }).company.website).toBe('http://127.0.0.1:3000');
    // Every interface is not an address a browser can open: localhost is.
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://localhost:3000');
    // PUBLIC_URL, when set, wins.
    expect(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'https://facet.example' }).publicUrl).toBe(
      'https://facet.example',
    );
  });

  it('turns metrics on with a long enough METRICS_TOKEN or a METRICS_PORT other than PORT', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef ', METRICS_PORT: '9464' }).metrics).toEqual({
      token: '0123456789abcdef',
      port: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow('METRICS_PORT: must differ from PORT');
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
  });

  it('answers the health probes on HEALTH_PORT when it is set, a port other than PORT and METRICS_PORT', () => {
    expect(loadConfig({}).healthPort).toBeUndefined();
    expect(loadConfig({ HEALTH_PORT: '3100' }).healthPort).toBe(3100);
    expect(() => loadConfig({ HEALTH_PORT: '3000' })).toThrow('HEALTH_PORT: must differ from PORT and METRICS_PORT');
    expect(() => loadConfig({ HEALTH_PORT: '9464', METRICS_PORT: '9464' })).toThrow(
      'HEALTH_PORT: must differ from PORT and METRICS_PORT',
    );
    expect(() => loadConfig({ HEALTH_PORT: 'health' })).toThrow(/HEALTH_PORT/);
  });

  it("takes the embedded database's page cache in whole MiB, from 1 to 1024", () => {
    expect(loadConfig({ PGLITE_CACHE_MB: '16' }).pgliteCacheMb).toBe(16);
    for (const bad of ['0', '2048', '16MB', '1.5']) {
      expect(() => loadConfig({ PGLITE_CACHE_MB: bad }), bad).toThrow(/PGLITE_CACHE_MB: /);
    }
  });

  it('stops with one readable line per bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: must be a number');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toMatch(/SEED_DEMO: must be one of/);
  });
});

describe('README "Configuration"', () => {
  /** The variables env.ts reads: the keys of its schema, and any read of process.env or source by name. */
  function variablesReadByEnvTs(): string[] {
    const source = readFileSync(path.join(import.meta.dirname, 'env.ts'), 'utf8');
    const schemaKeys = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]*): /gm)].map((match) => match[1]!);
    const directReads = [
      ...source.matchAll(/\b(?:process\.env|source)(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g),
    ].map((match) => (match[1] ?? match[2])!);
    return [...new Set([...schemaKeys, ...directReads])].sort();
  }

  /** The first column of the table under "## Configuration". */
  function variablesInReadme(): string[] {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const start = readme.indexOf('\n## Configuration');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|/gm)].map((match) => match[1]!).sort();
  }

  it('lists every variable env.ts reads, and none it does not', () => {
    const read = variablesReadByEnvTs();
    const listed = variablesInReadme();
    expect(read).toContain('PORT');
    expect(read).toContain('TWILIO_API_URL');
    expect(
      read.filter((name) => !listed.includes(name)),
      'read by env.ts, missing from README',
    ).toEqual([]);
    expect(
      listed.filter((name) => !read.includes(name)),
      'in README, not read by env.ts',
    ).toEqual([]);
  });
});
