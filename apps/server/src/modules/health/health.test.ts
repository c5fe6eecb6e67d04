import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';

describe('health', () => {
  it('reports the database', async () => {
    const { app, database } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'ok', database: database.kind } });
  });

  it('answers unknown API paths with the 404 envelope in the asked language', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'POST', url: '/api/nope', headers: { language: 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: 'Resource not found', data: null });
  });
});
