// Helpers for the auth API tests (not a test file itself); sign-in and companies are in test/fixtures.
import type { App } from '../../app';

/** What /user/current answers a token. */
export const current = (app: App, token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/user/current', headers: { token, ...headers } });
