import { describe, expect, it } from 'vitest';
import { reviewAuthorName } from './review-rules.ts';

describe('a review’s shown author', () => {
  it('is the first name and the last name’s initial', () => {
    expect(reviewAuthorName('Asha', 'rao')).toBe('Asha R.');
    expect(reviewAuthorName('  Meera ', ' Shah')).toBe('Meera S.');
  });

  it('does without what is missing', () => {
    expect(reviewAuthorName('Priya', '')).toBe('Priya');
    expect(reviewAuthorName('', 'Nair')).toBe('N.');
    expect(reviewAuthorName(' ', ' ')).toBe('A customer');
  });
});
