import { type ErrorBody, type ErrorIssue, invalidParameterMessage, type RequestPart } from '@stockroom/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

const PARTS: Record<string, RequestPart> = { body: 'Body', querystring: 'Query', params: 'Path', headers: 'Header' };

interface ValidationItem {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: { errors?: UnionBranchIssue[][] };
}
interface UnionBranchIssue {
  code: string;
  path: PropertyKey[];
  message: string;
}

/**
 * A body that may take two shapes (one impression or a list) fails as one 'invalid_union' at its
 * root, which names no field. The branch whose shape the input had holds the real faults: name those.
 */
function unwrapUnions(items: ValidationItem[]): ValidationItem[] {
  return items.flatMap((item) => {
    const branches = item.keyword === 'invalid_union' ? item.params?.errors : undefined;
    const matched = branches?.find((issues) => !issues.some((i) => i.code === 'invalid_type' && i.path.length === 0));
    if (!matched) return [item];
    const prefix = item.instancePath === '/' ? '' : item.instancePath;
    return matched.map((i) => ({ instancePath: `${prefix}/${i.path.join('/')}`, message: i.message }));
  });
}

function validationBody(items: ValidationItem[], context: string | undefined): ErrorBody {
  const part = PARTS[context ?? 'body'] ?? 'Body';
  const issues: ErrorIssue[] = unwrapUnions(items).map((item) => ({
    path: item.instancePath.replace(/^\//, '').replaceAll('/', '.') || part.toLowerCase(),
    message: item.message ?? 'Invalid value',
  }));
  const message = issues.map((i) => `${invalidParameterMessage(part, i.path)}: ${i.message}`).join('; ');
  return { message, code: 'validation_failed', issues };
}

/** One error handler for every route: AppError → its status; bad input → 400 naming each field; the rest → 500 with no details. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = {
        message: error.message,
        code: error.code,
        ...(error.issues && { issues: error.issues }),
      };
      return reply.code(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationBody(error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const code = status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
      return reply.code(status).send({ message: error.message, code } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side', code: 'internal' } satisfies ErrorBody);
  });
}
