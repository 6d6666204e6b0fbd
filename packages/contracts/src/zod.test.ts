import { describe, expect, it } from 'vitest';
import { describeIssues, z } from './zod.ts';

const registration = z.object({
  firstName: z.string().min(1),
  email: z.email(),
  password: z.string().min(8),
  ringSize: z.enum(['5', '6', '7']),
  age: z.number().int().max(120),
  tags: z.array(z.string()).min(1),
});

function messages(input: unknown): string[] {
  const result = registration.safeParse(input);
  return result.success ? [] : describeIssues(result.error.issues);
}

describe('readable validation messages', () => {
  it('says what is wrong with each field in plain words', () => {
    expect(messages({ firstName: '', email: 'nope', password: 'short', ringSize: '9', age: 130.5, tags: [] })).toEqual([
      'firstName: must not be empty',
      'email: must be a valid e-mail address',
      'password: must be at least 8 characters',
      'ringSize: must be one of: 5, 6, 7',
      'age: must be a whole number',
      'tags: must have at least one item',
    ]);
  });

  it('says a missing field is required and names the expected type otherwise', () => {
    expect(messages({ firstName: 'A', email: 'a@b.co', password: 'long enough', ringSize: '5', tags: ['x'] })).toEqual([
      'age: is required',
    ]);
    expect(
      messages({ firstName: 7, email: 'a@b.co', password: 'long enough', ringSize: '5', age: 3, tags: ['x'] }),
    ).toEqual(['firstName: must be text']);
    expect(
      messages({ firstName: 'A', email: 'a@b.co', password: 'long enough', ringSize: '5', age: 130, tags: ['x'] }),
    ).toEqual(['age: must be at most 120']);
  });
});
