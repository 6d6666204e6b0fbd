import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * PGlite has one connection: a query on the outer handle issued while a transaction is open
 * waits for that transaction, which waits for the query — forever. On a
 * PostgreSQL server the same mistake silently runs outside the transaction. So inside a
 * transaction the outer handle refuses to work, on both engines, and says what to do instead.
 */

const insideTransaction = new AsyncLocalStorage<true>();

export class OuterHandleInTransactionError extends Error {
  constructor(operation: string) {
    super(
      `The outer database handle was used (${operation}) inside a transaction. ` +
        'Use the transaction handle (tx) passed to the transaction callback instead.',
    );
    this.name = 'OuterHandleInTransactionError';
  }
}

export function runInsideTransaction<T>(fn: () => Promise<T>): Promise<T> {
  return insideTransaction.run(true, fn);
}

export function assertOutsideTransaction(operation: string): void {
  if (insideTransaction.getStore()) throw new OuterHandleInTransactionError(operation);
}

/** Replaces the named methods of a client so that they refuse to run inside a transaction. */
export function guardOuterHandle<T extends object>(client: T, methods: readonly (keyof T & string)[]): T {
  for (const name of methods) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    const guarded = function (this: unknown, ...args: unknown[]) {
      assertOutsideTransaction(name);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    Object.defineProperty(client, name, { value: guarded, configurable: true, writable: true });
  }
  return client;
}
