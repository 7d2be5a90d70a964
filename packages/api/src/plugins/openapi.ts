import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI 3.1 from the routes' TypeBox schemas, at /api/openapi.json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PoxScan API',
        version: '1.0.0',
        description:
          'Node service, governance service and full-node proxy of PoxScan. Amounts are integer strings in base units; times are ms since epoch; errors are { error: { code, message } }.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          tronProApiKey: { type: 'apiKey', in: 'header', name: 'TRON-PRO-API-KEY' },
        },
      },
      security: [{ bearer: [] }],
      tags: [
        { name: 'node', description: 'node service' },
        { name: 'governance', description: 'governance service' },
        { name: 'fullnode', description: 'allow-listed full-node proxy' },
        {
          name: 'trongrid',
          description: "TronGrid's v1 read API and legacy event paths, on the indexer's data",
        },
        { name: 'admin', description: 'editorial writes (ADMIN_TOKEN)' },
        { name: 'runtime', description: 'runtime configuration and documentation' },
      ],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
