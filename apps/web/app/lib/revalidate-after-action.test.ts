import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notAfterDelete, notAfterSave } from './revalidate-after-action.ts';

const args = (actionResult: unknown) =>
  ({ actionResult, defaultShouldRevalidate: true }) as ShouldRevalidateFunctionArgs;

describe('back-office shouldRevalidate', () => {
  it('skips loading a detail page again only after a successful delete', () => {
    expect(notAfterDelete(args({ ok: true, intent: 'delete' }))).toBe(false);
    expect(notAfterDelete(args({ ok: false, intent: 'delete' }))).toBe(true);
    expect(notAfterDelete(args({ ok: true, intent: 'unlist' }))).toBe(true);
    expect(notAfterDelete(args(undefined))).toBe(true);
  });

  it('skips loading a form page again only after a successful save', () => {
    expect(notAfterSave(args({ ok: true }))).toBe(false);
    expect(notAfterSave(args({ ok: false }))).toBe(true);
    expect(notAfterSave(args(undefined))).toBe(true);
  });
});
