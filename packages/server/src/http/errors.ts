import {
  type ApiErrorBody,
  ERROR_STATUS,
  type ErrorCode,
  type FieldError,
  FxError,
  type IssueLike,
  issueCode,
  messageCode,
} from '@seaberth/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlConstraint, sqlState } from '../db/client.ts';
import type { SpaEntry } from './web-static.ts';

/** What a refusal carries besides its code and message (SPEC §8's `fields`, `error`, `params`). */
export interface ErrorDetails {
  fields?: FieldError[];
  /** The `error` word of the body when it is not the status's name (e.g. TokenExpiredError). */
  errorName?: string;
  /** Values a translated message needs: the web words it from the code and these, never the text. */
  params?: Record<string, string | number>;
}

/** A failure the server answers on purpose, in the error shape of SPEC §8. */
export class AppError extends Error {
  readonly fields?: FieldError[];
  readonly errorName?: string;
  readonly params?: Record<string, string | number>;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.fields = details.fields;
    this.errorName = details.errorName;
    this.params = details.params;
  }
}

/** A refusal named by its stable code; the status is the code's own (ERROR_STATUS). */
export const refusal = (code: ErrorCode, message: string, details?: ErrorDetails): AppError =>
  new AppError(ERROR_STATUS[code], code, message, details);

/** 429 RATE_LIMITED (SPEC §8); the error handler sends `Retry-After` with it. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', `Too many attempts; try again in ${retryAfterSeconds} seconds`, {
      params: {
        seconds: retryAfterSeconds,
      },
    });
  }
}

export const notFound = (what = 'Resource') => refusal('NOT_FOUND', `${what} not found`);
export const forbidden = () => refusal('FORBIDDEN_RESSOURCE', 'Forbidden resource');
export const unauthorized = (message = 'Unauthorized') => refusal('UNAUTHORIZED', message);
export const validationError = (fields: FieldError[], message = 'Validation failed') =>
  refusal('VALIDATION_ERROR', message, { fields });

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};

/**
 * Constraint names of unique indexes, mapped to the fields they guard, so a clash can name the
 * field an operator must change. Filled by the resource registry.
 */
export const uniqueConstraintFields = new Map<string, string[]>();

/**
 * Foreign keys that refuse a delete, mapped to the sentence an operator reads instead of "still
 * referenced": filled by the areas whose records others point at.
 */
export const referenceConstraintMessages = new Map<string, string>();

/**
 * A field error with its name (issue 33 §4): the web words it from `code` and `params` in the
 * user's language. One given without a code is named by the domain's table of its messages.
 */
function namedField(field: FieldError): FieldError {
  if (field.code) return field;
  const named = messageCode(field.message);
  return named ? { ...field, ...named } : field;
}

/** A zod issue as a field error, named by its domain message or by zod's generic bounds. */
export function issueField(path: string, issue: IssueLike): FieldError {
  return { path, message: issue.message, ...issueCode(issue) };
}

export function errorBody(
  request: FastifyRequest,
  statusCode: number,
  description: string,
  message: string,
  extra: { fields?: FieldError[]; error?: string; params?: Record<string, string | number> } = {},
): ApiErrorBody {
  return {
    error: extra.error ?? STATUS_NAMES[statusCode] ?? 'Error',
    message,
    statusCode,
    description,
    path: request.url.split('?')[0] ?? request.url,
    method: request.method,
    timestamp: new Date().toISOString(),
    ...(extra.fields ? { fields: extra.fields.map(namedField) } : {}),
    ...(extra.params ? { params: extra.params } : {}),
  };
}

function toAppError(error: FastifyError | Error): AppError | undefined {
  if (error instanceof AppError) return error;
  // SPEC §8 "Invalid exchange rate | 'fx error'": the message to the letter, the code for the web app.
  if (error instanceof FxError)
    return refusal(error.code, error.message, {
      fields: [{ path: 'currency', message: `No valid exchange rate for ${error.currency}` }],
    });
  const fe = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const where = fe.validationContext === 'body' ? '' : `${fe.validationContext}.`;
    const fields = fe.validation.map((v) =>
      // The issue's own keys (origin, minimum…) ride in `params`; its code is the keyword.
      issueField(`${where}${v.instancePath.replace(/^\//, '').replaceAll('/', '.')}`, {
        ...v.params,
        code: v.keyword,
        message: v.message ?? 'Invalid value',
      }),
    );
    return validationError(fields, fields.map((f) => `${f.path || 'body'}: ${f.message}`).join('; '));
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return refusal('INVALID_JSON', 'The request body is not valid JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return refusal('INVALID_JSON', 'The request body is empty but declared as JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return refusal('PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return refusal('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
  }
  if (fe.statusCode === 429) return refusal('RATE_LIMITED', 'Too many attempts, please wait a minute');
  if (fe instanceof SyntaxError && fe.statusCode === 400) {
    return refusal('INVALID_JSON', 'The request body is not valid JSON');
  }
  const state = sqlState(error);
  if (state === '23505') {
    const constraint = sqlConstraint(error);
    const fields = (constraint && uniqueConstraintFields.get(constraint)) || [];
    return refusal(
      'DUPLICATE',
      fields.length
        ? `A record with this ${fields.join(' and ')} already exists`
        : 'This record already exists',
      { fields: fields.map((path) => ({ path, message: 'Already in use' })) },
    );
  }
  // 23P01: exclusion constraint (overlapping occupancy); 40P01: deadlock between the same writers.
  if (state === '23P01' || state === '40P01' || state === '40001') {
    return refusal('CONFLICT', 'This overlaps with an existing entry; nothing was changed');
  }
  if (state === '23503') {
    const constraint = sqlConstraint(error);
    return refusal(
      'CONFLICT',
      (constraint && referenceConstraintMessages.get(constraint)) ||
        'This record is still referenced by other records',
    );
  }
  // Class 22 is "data exception": a value the request brought (a number out of range, a NUL
  // character, an impossible date) that the schema let through; the request is wrong, not the server.
  if (state?.startsWith('22')) {
    return refusal('VALIDATION_ERROR', 'A value has the wrong format or is out of range');
  }
  // 54000: a value too large for an index (a 10,000-character name in a unique column).
  if (state === '54000') {
    return refusal('VALIDATION_ERROR', 'A value is too large');
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new AppError(fe.statusCode, 'VALIDATION_ERROR', fe.message);
  }
  return undefined;
}

/**
 * One error handler and one not-found handler for the whole app. With `spaFallback`, a GET for an
 * unknown non-API path answers the web app's page for it (index.html, or the public booking
 * pages' book.html) so client-side routes survive a reload.
 */
export function registerErrorHandling(app: FastifyInstance, options: { spaFallback?: SpaEntry } = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    const known = toAppError(error);
    if (!known) {
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send(
          errorBody(request, 500, 'INTERNAL_ERROR', 'Something went wrong on our side; it has been logged'),
        );
    }
    if (known instanceof RateLimitedError) reply.header('retry-after', String(known.retryAfterSeconds));
    return reply.status(known.statusCode).send(
      errorBody(request, known.statusCode, known.code, known.message, {
        fields: known.fields,
        error: known.errorName,
        params: known.params,
      }),
    );
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // HEAD as GET (RFC 9110 §9.3.2): an uptime check asking for a route's headers gets the page's.
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (options.spaFallback && reads && !path.startsWith('/api/') && !path.includes('.')) {
      return reply.header('cache-control', 'no-cache').sendFile(options.spaFallback(path));
    }
    return reply
      .status(404)
      .send(errorBody(request, 404, 'NOT_FOUND', `No route for ${request.method} ${path}`));
  });
}
