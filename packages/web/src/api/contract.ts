import type { paths } from './openapi.gen.ts';

/**
 * Types of the server's contract, read from the generated OpenAPI types (issue 33 §1): for a path
 * as the OpenAPI document writes it (`/api/customer/{id}`) and a method, what the call takes and
 * what it answers. Screens never write these types by hand.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that answer a method. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: { responses: unknown } } ? P : never;
}[keyof paths];

export type Operation<P extends keyof paths, M extends Method> = paths[P] extends {
  [K in M]: infer O;
}
  ? O
  : never;

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** What a successful call answers: the JSON body of its 200 or 201, nothing for a 204. */
export type Answer<O> = O extends { responses: infer R }
  ? R extends { 200: infer A }
    ? Json<A>
    : R extends { 201: infer A }
      ? Json<A>
      : undefined
  : never;

type PathParams<O> = O extends { parameters: { path: infer X } } ? X : never;
type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type Body<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: unknown };

/** A call's parameters: `path` when the path has placeholders, `query`, `body` as declared. */
export type CallParams<O> = ([PathParams<O>] extends [never] ? unknown : { path: PathParams<O> }) &
  ([QueryParams<O>] extends [never | undefined] ? unknown : { query?: QueryParams<O> }) &
  Body<O>;

/** The record a path answers, e.g. `AnswerOf<'/api/customer/{id}', 'get'>`. */
export type AnswerOf<P extends PathOf<M>, M extends Method> = Answer<Operation<P, M>>;

/** What a call takes as its query, e.g. `QueryOf<'/api/invoice', 'get'>`. */
export type QueryOf<P extends PathOf<M>, M extends Method> = NonNullable<QueryParams<Operation<P, M>>>;

/** What a call sends as its JSON body, e.g. `BodyOf<'/api/bookings/{id}/calculation', 'post'>`. */
export type BodyOf<P extends PathOf<M>, M extends Method> =
  Operation<P, M> extends {
    requestBody?: { content: { 'application/json': infer B } };
  }
    ? B
    : never;

/**
 * The record a generic resource answers, by the resource's name: `RecordOf<'customer'>` is the
 * server's CustomerRecord. A name known only as `string` (a screen for any resource) gives unknown.
 */
export type RecordOf<N extends string> =
  `/api/${N}/{id}` extends PathOf<'get'> ? AnswerOf<`/api/${N}/{id}`, 'get'> : unknown;

/** Fills `{name}` placeholders with their values, each encoded as one path segment. */
export function fillPath(path: string, values: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined || value === '') throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
