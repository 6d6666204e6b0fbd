import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

function randomAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

describe('rate limits', () => {
  it('count registration attempts per client address: the 6th within an hour gets 429', async () => {
    const t = await createTestApp();
    try {
      const remoteAddress = randomAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {},
        remoteAddress: randomAddress(),
      });
      expect(elsewhere.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it.runIf(Boolean(redisUrl))('are shared by every instance through Redis', async () => {
    const [first, second] = await Promise.all([
      createTestApp({ REDIS_URL: redisUrl! }),
      createTestApp({ REDIS_URL: redisUrl! }),
    ]);
    try {
      const remoteAddress = randomAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const app = i % 2 ? second.app : first.app;
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login/email',
          payload: { email: 'nobody@example.com', password: 'guess' },
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses[10]).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
