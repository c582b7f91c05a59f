import type { ApiErrorBody } from '@seaberth/domain';

/** A failed call in the one error shape of SPEC §8; `status` 0 means no usable HTTP answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get description(): string {
    return this.body.description;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Raw error bodies vary (older servers send `status`, proxies send nothing useful). */
type RawErrorBody = Partial<ApiErrorBody> & { status?: number };

export const UNKNOWN_ERROR_MESSAGE = 'Unknown Error';

/** SPEC §8: TokenExpiredError, TOKEN_EXPIRED or 'token expired' all mean the session ran out. */
export function isTokenExpiredBody(body: RawErrorBody | undefined): boolean {
  if (!body) return false;
  return (
    body.error === 'TokenExpiredError' ||
    body.message === 'TOKEN_EXPIRED' ||
    body.description === 'TOKEN_EXPIRED' ||
    (typeof body.message === 'string' && body.message.toLowerCase() === 'token expired')
  );
}

interface RequestInfo {
  status: number;
  method: string;
  path: string;
}

/** Maps a parsed error answer onto an ApiError following the table of SPEC §8. */
export function toApiError(raw: RawErrorBody | undefined, request: RequestInfo): ApiError {
  const body = raw ?? {};
  const status = request.status;
  const message = body.message || UNKNOWN_ERROR_MESSAGE;
  let description = body.description || body.error || '';
  if (status === 401 && isTokenExpiredBody(body)) description = 'UNAUTHORIZED';
  else if (status === 403) description = 'FORBIDDEN_RESSOURCE';
  else if (body.error === 'ValidationError') description = 'VALIDATION_ERROR';
  // 449 carries a message meant for the user as it is; the snackbar shows it untranslated.
  else if (status === 449) description = message;
  return new ApiError(status, {
    error: body.error || 'Error',
    message,
    statusCode: body.statusCode ?? body.status ?? status,
    description,
    path: body.path || request.path,
    method: body.method || request.method,
    timestamp: body.timestamp || new Date().toISOString(),
    ...(body.fields ? { fields: body.fields } : {}),
    ...(body.params ? { params: body.params } : {}),
  });
}

/** The answer was not JSON (a proxy's HTML page, a truncated body): status 0 per SPEC §8. */
export function invalidJsonError(request: RequestInfo): ApiError {
  return new ApiError(0, {
    error: 'InvalidJsonResponse',
    message: 'INVALID_JSON_RESPONSE',
    statusCode: 0,
    description: 'INVALID_JSON_RESPONSE',
    path: request.path,
    method: request.method,
    timestamp: new Date().toISOString(),
  });
}

/** fetch itself failed: offline, DNS, server down. */
export function networkError(request: RequestInfo, cause: unknown): ApiError {
  const error = new ApiError(0, {
    error: 'NetworkError',
    message: cause instanceof Error ? cause.message : 'Network error',
    statusCode: 0,
    description: 'NETWORK_ERROR',
    path: request.path,
    method: request.method,
    timestamp: new Date().toISOString(),
  });
  return error;
}
