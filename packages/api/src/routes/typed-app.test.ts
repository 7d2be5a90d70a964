import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from '../plugins/validation.js';
import type { TypedApp } from './typed-app.js';

const Query = Type.Object({ address: Type.String(), limit: Type.Optional(Type.Integer()) });
const Answer = Type.Object({ address: Type.String(), limit: Type.Integer() });

describe('routes typed by their schemas', () => {
  it("hands a handler its query as the schema's type, and refuses a drift at compile time", async () => {
    const app: TypedApp = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.get('/ok', { schema: { querystring: Query, response: { 200: Answer } } }, (req) => {
      const { address, limit = 20 } = req.query;
      return { address, limit };
    });
    // Each directive below fails `tsc -p tsconfig.tests.json` if the drift it marks were to compile.
    app.get('/reads-a-missing-field', { schema: { querystring: Query } }, (req) => {
      // @ts-expect-error `cursor` is not in the route's query schema
      return { cursor: req.query.cursor };
    });
    app.get('/answers-another-shape', { schema: { querystring: Query, response: { 200: Answer } } }, (req) =>
      // @ts-expect-error the 200 schema has no `count`, and requires `limit`
      ({ address: req.query.address, count: 1 }),
    );
    const res = await app.inject({ url: '/ok?address=T1&limit=5' });
    expect(res.json()).toEqual({ address: 'T1', limit: 5 });
    await app.close();
  });
});
