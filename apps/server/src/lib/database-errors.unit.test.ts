import { describe, expect, it } from 'vitest';
import {
  databaseRefusalOf,
  describeDatabaseError,
  isStillReferenced,
  SQLSTATE,
  violatesConstraint,
} from './database-errors.ts';

/*
 * Refusals are read from the SQLSTATE and the constraint name. The messages below are in
 * German (lc_messages = 'de_DE') or nonsense on purpose: none of the answers may depend on them.
 */

/** A driver error as node-postgres and PGlite raise it, wrapped the way Drizzle wraps it. */
function refusal(fields: { code: string; constraint?: string; table?: string; message?: string; detail?: string }) {
  const driverError = Object.assign(new Error(fields.message ?? 'irrelevant'), fields);
  return Object.assign(new Error('Failed query: delete from "things"'), { cause: driverError });
}

const foreignKey = refusal({
  code: '23503',
  constraint: 'products_discount_id_product_discounts_id_fk',
  table: 'products',
  message: 'Aktualisieren oder Löschen in Tabelle »product_discounts« verletzt Fremdschlüssel-Constraint',
  detail: 'Auf Schlüssel (id)=(1) wird noch aus Tabelle »products« verwiesen.',
});

describe('databaseRefusalOf', () => {
  it('finds the code, constraint and table anywhere in the cause chain', () => {
    expect(databaseRefusalOf(foreignKey)).toEqual({
      code: '23503',
      constraint: 'products_discount_id_product_discounts_id_fk',
      table: 'products',
    });
  });

  it('ignores errors that carry no SQLSTATE', () => {
    expect(databaseRefusalOf(new Error('duplicate key value violates unique constraint'))).toBeUndefined();
    expect(databaseRefusalOf(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(databaseRefusalOf(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBeUndefined();
  });
});

describe('violatesConstraint', () => {
  const duplicateName = refusal({ code: '23505', constraint: 'product_discounts_name_unique', message: '?' });

  it('matches the constraint by name, and the code when one is asked for', () => {
    expect(violatesConstraint(duplicateName, 'product_discounts_name_unique')).toBe(true);
    expect(violatesConstraint(duplicateName, 'product_discounts_name_unique', [SQLSTATE.uniqueViolation])).toBe(true);
    expect(violatesConstraint(duplicateName, 'product_discounts_name_unique', [SQLSTATE.checkViolation])).toBe(false);
    expect(violatesConstraint(duplicateName, 'users_email_unique')).toBe(false);
  });

  it('never matches a constraint named only in the message', () => {
    const named = refusal({ code: '23505', message: 'duplicate key violates "product_discounts_name_unique"' });
    expect(violatesConstraint(named, 'product_discounts_name_unique')).toBe(false);
  });
});

describe('isStillReferenced', () => {
  it('is true for 23503 (PostgreSQL up to 17) and 23001 (RESTRICT from 18), whatever the words', () => {
    expect(isStillReferenced(foreignKey)).toBe(true);
    expect(isStillReferenced(refusal({ code: '23001', message: 'Quatsch' }))).toBe(true);
  });

  it('is false for every other refusal', () => {
    for (const code of ['23505', '23514', '23502', '40001', '22P02']) {
      expect(isStillReferenced(refusal({ code, message: 'update or delete on table "x" violates foreign key' }))).toBe(
        false,
      );
    }
  });
});

describe('describeDatabaseError', () => {
  it('tells a removal that is still referenced from a write that points at nothing by what the caller did', () => {
    expect(describeDatabaseError(foreignKey, 'remove')).toEqual({
      status: 409,
      message: 'This is still in use elsewhere and cannot be removed.',
    });
    expect(describeDatabaseError(foreignKey, 'write')).toEqual({
      status: 422,
      message: 'This refers to something that does not exist.',
    });
    expect(describeDatabaseError(foreignKey)).toMatchObject({ status: 422 });
  });

  it('answers a RESTRICT refusal as still in use, whatever the caller did', () => {
    expect(describeDatabaseError(refusal({ code: '23001' }), 'write')).toMatchObject({ status: 409 });
  });

  it.each([
    ['23505', 409, 'This already exists.'],
    ['23514', 422, 'A value is missing or outside what is allowed.'],
    ['23502', 422, 'A value is missing or outside what is allowed.'],
    ['22021', 400, 'A text holds a character that cannot be stored.'],
    ['22P05', 400, 'A text holds a character that cannot be stored.'],
    ['22P02', 400, 'A value has the wrong format or is out of range.'],
    ['22003', 400, 'A value has the wrong format or is out of range.'],
    ['40001', 409, 'Someone else changed this at the same moment; please try again.'],
    ['40P01', 409, 'Someone else changed this at the same moment; please try again.'],
  ])('answers %s with %s', (code, status, message) => {
    expect(describeDatabaseError(refusal({ code, message: 'Quatsch' }))).toEqual({ status, message });
  });

  it('leaves other failures (a lost connection, an unknown SQLSTATE) to the caller', () => {
    expect(describeDatabaseError(refusal({ code: '08006' }))).toBeUndefined();
    expect(describeDatabaseError(new Error('socket hang up'))).toBeUndefined();
  });
});
