import { z } from 'zod';

/**
 * The one zod instance the project uses, configured so every validation problem reads as a
 * sentence a shopper or a member of staff understands ("must be a valid e-mail address"),
 * with the field name put in front by `describeIssues`. Import `z` from here, never from 'zod'.
 */
z.config({
  // In the browser zod would probe `new Function` for its faster parsers, which the pages' CSP
  // (no 'unsafe-eval') reports as a violation; the server keeps the fast path.
  jitless: 'document' in globalThis,
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return 'is required';
        if (issue.input === null) return 'must not be empty';
        return `must be ${article(issue.expected)}`;
      case 'too_small':
        return tooSmall(issue.origin, Number(issue.minimum), issue.inclusive ?? true);
      case 'too_big':
        return tooBig(issue.origin, Number(issue.maximum), issue.inclusive ?? true);
      case 'invalid_format':
        return formatMessages[issue.format] ?? 'has an invalid format';
      case 'invalid_value':
        return `must be one of: ${issue.values.map(String).join(', ')}`;
      case 'unrecognized_keys':
        return `has unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
      case 'not_multiple_of':
        return `must be a multiple of ${String(issue.divisor)}`;
      default:
        return undefined;
    }
  },
});

const formatMessages: Record<string, string> = {
  email: 'must be a valid e-mail address',
  url: 'must be a valid URL',
  uuid: 'must be a valid id',
  guid: 'must be a valid id',
  datetime: 'must be a date and time (ISO 8601)',
  date: 'must be a date (YYYY-MM-DD)',
  e164: 'must be a phone number in international format, e.g. +91 98200 12345',
};

function article(expected: string): string {
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
    date: 'a date',
    bigint: 'a whole number',
  };
  return words[expected] ?? expected;
}

function tooSmall(origin: string, minimum: number, inclusive: boolean): string {
  if (origin === 'string') {
    return minimum <= 1 ? 'must not be empty' : `must be at least ${minimum} characters`;
  }
  if (origin === 'array' || origin === 'set') {
    return minimum <= 1 ? 'must have at least one item' : `must have at least ${minimum} items`;
  }
  return inclusive ? `must be at least ${minimum}` : `must be greater than ${minimum}`;
}

function tooBig(origin: string, maximum: number, inclusive: boolean): string {
  if (origin === 'string') return `must be at most ${maximum} characters`;
  if (origin === 'array' || origin === 'set') return `must have at most ${maximum} items`;
  return inclusive ? `must be at most ${maximum}` : `must be less than ${maximum}`;
}

/** One readable line per problem: "email: must be a valid e-mail address". */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : capitalise(issue.message);
  });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export { z };
