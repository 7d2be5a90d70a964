import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurity } from './security.js';

describe('framing', () => {
  it('forbids every framing, in the CSP and in X-Frame-Options alike', async () => {
    const app = Fastify();
    await registerSecurity(app, { corsOrigins: [], apiOrigins: [] });
    app.get('/page', async () => 'page');
    const res = await app.inject({ url: '/page' });
    await app.close();
    // frame-ancestors 'none' is DENY; SAMEORIGIN would tell older browsers the opposite.
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('security headers', () => {
  it('are on every answer, a 404 and a failed route as much as a page, and the same each time', async () => {
    const app = Fastify();
    await registerSecurity(app, { corsOrigins: [], apiOrigins: ['https://api.example'] });
    app.get('/page', async () => 'page');
    app.get('/fails', async () => {
      throw new Error('broken');
    });
    const answers = [
      await app.inject({ url: '/page' }),
      await app.inject({ url: '/page' }),
      await app.inject({ url: '/nowhere' }),
      await app.inject({ url: '/fails' }),
    ];
    await app.close();
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 500]);
    for (const { headers } of answers) {
      expect(headers['content-security-policy']).toBe(answers[0]!.headers['content-security-policy']);
      expect(String(headers['content-security-policy'])).toContain("connect-src 'self' https://api.example");
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });
});
