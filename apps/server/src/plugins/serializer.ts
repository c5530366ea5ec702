import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { ZodType } from 'zod';

/**
 * Answers are parsed by their contract schema before they leave: defaults fill missing strings and
 * lists, and an answer that breaks the contract is a bug we log, never a silent drift.
 */
export const contractSerializer: FastifySerializerCompiler<ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new Error(`Answer of ${method} ${url} breaks the contract: ${result.error.message}`);
    }
    return JSON.stringify(result.data);
  };
