/** What a statement came to: 'written', or the database's refusal (its message, through drizzle's wrapping). */
export function statementOutcome(statement: Promise<unknown>): Promise<string> {
  return statement.then(
    () => 'written',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );
}
