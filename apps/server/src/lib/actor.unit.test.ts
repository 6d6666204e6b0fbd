import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { actorOf } from './actor.ts';
import { AppError } from './app-error.ts';

describe('actorOf', () => {
  it('gives the signed-in person', () => {
    const actor = { userId: 'u1', role: 'Admin', emailConfirmed: true, phoneNumberConfirmed: false } as const;
    expect(actorOf({ actor } as unknown as FastifyRequest)).toBe(actor);
  });

  it('answers 401 when nobody is signed in, whatever a guard decided before', () => {
    const attempt = () => actorOf({ actor: null } as unknown as FastifyRequest);
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow('Please sign in to continue.');
    try {
      attempt();
    } catch (error) {
      expect((error as AppError).statusCode).toBe(401);
    }
  });
});
