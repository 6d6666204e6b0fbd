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
      jobs: { enabled: true, pollIntervalMs: 1000 },
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
