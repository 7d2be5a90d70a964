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
