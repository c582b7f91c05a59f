import { z } from 'zod';
import type { Feature } from '../features/index.ts';

export type ResourceVerb = 'read' | 'create' | 'update' | 'delete';

/**
 * Hints a screen needs that a zod type cannot say. Attached with `.meta({ ui: {...} })` on a field;
 * the generic form and list read them, the server ignores them.
 */
export interface FieldUi {
  widget?:
    | 'text'
    | 'textarea'
    | 'password'
    | 'email'
    | 'color'
    | 'date'
    | 'tags'
    | 'reference'
    | 'scopes'
    /** A list of objects as rows of small sub-forms (the default for such lists). */
    | 'rows'
    /** A nested object as a group of its own inputs (the default for objects). */
    | 'fields'
    /** A room's beds: numbered rows with the bed type picked from the bed types. */
    | 'beds'
    /**
     * The field kinds (field-kinds.ts, dates' `openDateRange`): values people enter as one thing
     * although the wire keeps them as several. Money: minor units with the currency named by `currency`.
     */
    | 'money'
    /** Text per language (`{ de, en }`), edited as one field with a tab per language. */
    | 'localized'
    /** A period of days `{ from, to }`, both inclusive, either end may stay open. */
    | 'dateRange'
    /** A customer's id, chosen by typing a name or an e-mail. */
    | 'customer'
    /** A place on earth `{ lat, lng }` in decimal degrees (WGS 84), shown with a link to a map. */
    | 'position';
  /** For widget reference: the resource name whose records are offered. */
  ref?: string;
  /**
   * For widget reference on an object field `{ ref, type }`: the resources whose records it may
   * point at (a user's home asset is a resort or a vessel).
   */
  refs?: readonly string[];
  /**
   * For widget money: the field beside it that names the currency, a code (the form offers the
   * operator's currencies in the money field itself) or a list whose first code counts.
   */
  currency?: string;
  /** For widget money: the amount may be below zero (an account opened overdrawn). */
  signed?: boolean;
  /** For widget localized: prose of several lines per language rather than one line (a name). */
  multiline?: boolean;
  /** Hidden in lists (still in forms). */
  hideInList?: boolean;
  /** Never sent back by the server (passwords). */
  writeOnly?: boolean;
}

export interface ResourceDefinition<S extends z.ZodObject = z.ZodObject, N extends string = string> {
  /** Wire name in the spec's singular: the API base is `/api/{name}`; kept literal so the web's typed client finds the record's type by it. */
  name: N;
  /** Permission area: verbs check `{scope}.read|create|update|delete` (SPEC §6). */
  scope: string;
  /** Per-verb override of the required scopes; any one suffices, admin always passes. */
  scopes?: Partial<Record<ResourceVerb, string[]>>;
  /** The resource answers 404 unless one of these features is on. */
  features?: Feature[];
  /** The fields a client sends on create and update. */
  schema: S;
  /** Fields matched by the paging object's `search` (case-insensitive contains). */
  search: string[];
  /** Columns a list screen shows by default, in order. */
  columns: string[];
  /**
   * The filters a list screen offers, in order; by default every enum, boolean and reference
   * field. A record with many switches names the few people filter by.
   */
  filters?: string[];
  /** Default ordering of lists. */
  sort: { field: string; order: 1 | -1 };
  /** The field that names a record in confirmations and titles. */
  titleField: string;
  /** Groups of fields that must be unique together: a clash is a 409 DUPLICATE naming them. */
  unique?: string[][];
  /**
   * Records are written by the server itself (a queue, a log): the API offers only list, CSV and
   * get, and screens offer no create, edit, copy or delete.
   */
  readOnly?: boolean;
  /**
   * Every create, change and delete through the API is kept as a version with its field changes
   * (`GET /api/{name}/{id}/history`), written in the same transaction as the change.
   */
  history?: boolean;
  /**
   * An operator may hold more records than one `size=0` answer (MAX_ALL_ROWS): screens never load
   * them all, they fetch the labels of the ids they show and search the server in pickers.
   */
  large?: boolean;
  /**
   * Records of other resources that belong to one of these (a vessel's decks, an agency's people):
   * each is a tab of the record's edit page after its form, listing the records whose `field`
   * names it; one created there starts with it.
   */
  tabs?: RelatedRecords[];
  /**
   * How records belong to resorts and vessels, for users limited to some of them (SPEC §6): the
   * record is an asset itself (`self`), or names its resort / vessel in these fields, or lists
   * several in id-list fields (`resorts`, `vessels`: seen only when every listed asset is theirs).
   */
  asset?: {
    self?: 'resort' | 'vessel';
    resort?: string;
    vessel?: string;
    resorts?: string;
    vessels?: string;
  };
}

export interface RelatedRecords {
  /** The related resource, shown with its generic list and form. */
  resource: ResourceDefinition;
  /** Its field holding the id of the record the tab belongs to. */
  field: string;
}

export function defineResource<S extends z.ZodObject, const N extends string>(
  definition: ResourceDefinition<S, N>,
): ResourceDefinition<S, N> {
  return definition;
}

/** Server-managed fields every stored record carries. */
export const recordMetaSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecordMeta = z.infer<typeof recordMetaSchema>;
export type ResourceRecord<S extends z.ZodObject> = z.infer<S> & RecordMeta;

/** The scopes a verb needs on a resource: the override, else `{scope}.{verb}`. */
export function requiredScopes(definition: ResourceDefinition, verb: ResourceVerb): string[] {
  return definition.scopes?.[verb] ?? [`${definition.scope}.${verb}`];
}

/**
 * The UI hints of one field of a definition's schema, if any. Hints given on a wrapper add to
 * those of the type inside (`localizedText().meta({ ui: { hideInList: true } })` stays localized
 * text) and win where both say something.
 */
export function fieldUi(schema: z.ZodType): FieldUi {
  const own = (z.globalRegistry.get(schema) as { ui?: FieldUi } | undefined)?.ui;
  const inner = unwrapOnce(schema);
  const beneath = inner ? fieldUi(inner) : {};
  return own ? { ...beneath, ...own } : beneath;
}

const WRAPPER_TYPES = new Set(['optional', 'nullable', 'default', 'prefault']);

/** The type inside one optional/nullable/default wrapper, or undefined for a type of its own. */
function unwrapOnce(schema: z.ZodType): z.ZodType | undefined {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod.def;
  return WRAPPER_TYPES.has(def.type) ? def.innerType : undefined;
}

/** Strips optional/nullable/default wrappers to reach the field's own type. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const inner = unwrapOnce(schema);
  return inner ? unwrap(inner) : schema;
}

/** The zod kind of a field after unwrapping: string, number, boolean, enum, array, object, ... */
export function fieldKind(schema: z.ZodType): string {
  return (unwrap(schema) as unknown as { _zod: { def: { type: string } } })._zod.def.type;
}
