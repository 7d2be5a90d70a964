import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';

const INTEGER_TEXT = /^-?[0-9]+$/;

interface ObjectSchema {
  properties?: Record<string, { type?: unknown; anyOf?: { type?: unknown }[] }>;
}

/** The properties of an object schema that take an integer. */
function integerProperties(schema: unknown): string[] {
  const properties = (schema as ObjectSchema | undefined)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, s]) => s.type === 'integer' || s.anyOf?.some((a) => a.type === 'integer'))
    .map(([name]) => name);
}

/**
 * TypeBox's validator, except that a query or path integer must be written as one: TypeBox's
 * conversion truncates (`page=1.5` is page 1, `limit=1e2` is 100), so garbage would be answered as
 * if it were valid instead of being a 400 naming the parameter.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const validate = TypeBoxValidatorCompiler(route);
  const integers = route.httpPart === 'body' ? [] : integerProperties(route.schema);
  if (integers.length === 0) return validate;
  return (value: unknown) => {
    for (const name of integers) {
      const text = (value as Record<string, unknown> | null)?.[name];
      if (typeof text === 'string' && !INTEGER_TEXT.test(text)) {
        return {
          error: [
            {
              instancePath: `/${name}`,
              schemaPath: `#/properties/${name}/type`,
              keyword: 'type',
              params: {},
              message: 'must be an integer',
            },
          ],
        };
      }
    }
    return validate(value);
  };
};
