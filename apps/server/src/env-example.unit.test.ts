import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentVariables, loadConfig } from './env.ts';

/*
 * deploy/facet.env.example is what an operator copies to /etc/facet/facet.env: it must name every
 * variable the shop reads, start the shop as written, and leave to facet@.service what the unit
 * sets per instance (a variable in the file would win over the unit's).
 */

const deploy = path.resolve(import.meta.dirname, '../../../deploy');
const example = readFileSync(path.join(deploy, 'facet.env.example'), 'utf8');
const unit = readFileSync(path.join(deploy, 'facet@.service'), 'utf8');
const perInstance = ['NODE_ENV', 'PORT', 'HOST', 'DATA_DIR'];

/** NAME=value lines, set or commented out. */
function variablesIn(text: string, { commented }: { commented: boolean }): Map<string, string> {
  const line = commented ? /^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gm : /^([A-Z][A-Z0-9_]*)=(.*)$/gm;
  return new Map([...text.matchAll(line)].map((match) => [match[1]!, match[2]!]));
}

describe('the environment file example', () => {
  it('names every variable the shop reads, but those the unit sets per instance', () => {
    const named = variablesIn(example, { commented: true });
    const missing = environmentVariables.filter((name) => !perInstance.includes(name) && !named.has(name));
    expect(missing).toEqual([]);
    const set = variablesIn(example, { commented: false });
    expect(perInstance.filter((name) => set.has(name))).toEqual([]);
  });

  it('is a configuration the shop starts with, behind a proxy on https', () => {
    const config = loadConfig(Object.fromEntries(variablesIn(example, { commented: false })));
    expect(config).toMatchObject({
      trustProxy: true,
      secureCookies: true,
      publicUrl: 'https://shop.example.com',
      payments: { testPayments: false },
    });
    expect(config.media.s3?.bucket).toBe('facet-media');
  });

  it('leaves the port, the interface, the mode and the data folder to facet@.service', () => {
    const environment = /^Environment=(.*)$/m.exec(unit)?.[1] ?? '';
    expect(environment).toContain('NODE_ENV=production');
    expect(environment).toContain('PORT=%i');
    expect(environment).toContain('HOST=127.0.0.1');
    expect(environment).toContain('DATA_DIR=/var/lib/facet/%i');
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/facet\/facet\.env$/m);
  });

  it('shares the cores between services, not processes: an instance has a CPU weight of its own', () => {
    expect(unit).toMatch(/^CPUWeight=\d+$/m);
  });
});
