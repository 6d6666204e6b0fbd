import { describe, expect, it } from 'vitest';
import { holdsAddress } from './addresses-in-text.ts';

/*
 * A hint's name and message (decision 046): real links, domains and e-mail addresses are
 * refused, ordinary writing with dots and at-signs is not.
 */

const mustRefuse = [
  'see https://evil.example/win',
  'HTTP://EVIL.COM',
  'ftp://files.evil.you',
  'mailto:me@evil.com',
  'open //evil.you now',
  'foo://anything',
  'go to www.evil.test now',
  'WWW.Evil.you',
  'evil.com',
  'Visit Evil.COM today',
  'evil.in',
  'evil.co.uk',
  'пример.рф',
  'evil.com/claim',
  'evil.you/claim',
  'evil.zip/login',
  'evil.you?win=1',
  'evil.you#prize',
  'login.evil.you',
  'write to me@evil.test',
  'me@gmail.com',
  'x@evil.you',
  'Anna.K+shop@mail.evil.you',
  '192.168.0.1',
  'see 10.0.0.1/admin',
  'xn--80ak6aa92e.com',
  'evil.you:8080',
  'go to Evil.Click:80 now',
  'login.evil.you:443',
];

const mustAllow = [
  '@',
  'Meet @ the café',
  'hi @anna',
  'hi@there',
  'Love.You',
  'Love.You ❤',
  'hello.world',
  'file.zip',
  'see you at 8.30',
  'see you at 5.30pm',
  'Size 6... or 6.5? Hint, hint. Dad said: yes!',
  'e.g. this one, i.e. the rose gold',
  'Dr.Who and St.Mary',
  'U.S.A.',
  'Ring.Size 7',
  'at 8.30:15 sharp',
  'Love.You: always',
  'Chapter 3.2:10',
  'evil . com',
  'A. K.',
  'Anna K',
  '',
];

describe('a web or e-mail address in a hint', () => {
  it.each(mustRefuse)('refuses %j', (text) => {
    expect(holdsAddress(text)).toBe(true);
  });

  it.each(mustAllow)('allows %j', (text) => {
    expect(holdsAddress(text)).toBe(false);
  });
});
