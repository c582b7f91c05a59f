/**
 * Machine codes carried in the `description` of every error response (SPEC §8). The web app
 * translates them through `errors.{code}`; the spec's spelling (FORBIDDEN_RESSOURCE) is kept.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN_RESSOURCE',
  'NOT_FOUND',
  'FEATURE_DISABLED',
  'CONFLICT',
  'STALE_VERSION',
  'DUPLICATE',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'REGISTRATION_CLOSED',
  'INVALID_RESET_TOKEN',
  'INVALID_VERIFY_TOKEN',
  // A self-registered account logs in only once its address is confirmed (a new link is mailed).
  'EMAIL_NOT_CONFIRMED',
  'RESORT_NOT_FOUND',
  'FX_ERROR',
  'ROOM_TAKEN',
  // The front desk's refusals, each worded on screen from its params (room, dates, booking).
  'HOLDS_NO_BEDS',
  'ALREADY_CHECKED_IN',
  'BEFORE_ARRIVAL',
  'AFTER_DEPARTURE',
  'NOT_CHECKED_IN',
  'ALREADY_CHECKED_OUT',
  'ROOM_LOCKED',
  // More guests than a room has places (roomCapacity): a move or drag names the room and counts.
  'ROOM_TOO_SMALL',
  // A booking's life: an action its state does not allow, money that stops a delete.
  'ACTION_NOT_ALLOWED',
  'MONEY_ON_BOOKING',
  // A shared room that does not mix genders holds guests of the other gender on those nights.
  'SHARED_GENDER',
  // The calculation editor: a line marked not editable or not deletable (SPEC §3).
  'LINE_NOT_EDITABLE',
  'LINE_NOT_DELETABLE',
  // Copy, rebook or split of a booking with a resort stay and a trip (one place and dates each).
  'MIXED_BOOKING',
  // The mailbox: the account's IMAP/SMTP or authorization server refused or is down; OAuth2 not connected.
  'MAIL_SERVER',
  'MAIL_NOT_CONNECTED',
  // A booking for an agency past its credit limit (params agency, limit, open).
  'CREDIT_LIMIT',
  // An allotment asks for more free rooms than the place has (params place, from, to, free, count).
  'NOT_ENOUGH_ROOMS',
  // A customer credit would go below zero (param balance: what the customer holds, with its currency).
  'NOT_ENOUGH_CREDIT',
  // A payment provider or bank API refused or is down (params provider, reason).
  'PROVIDER_ERROR',
  // A provider's webhook not believed: signature, age over 300 s, another booking (param reason).
  'WEBHOOK_REFUSED',
  // A provider that takes no online checkout (Wise: transfers arrive as bank transactions).
  'CHECKOUT_UNSUPPORTED',
  // The public booking's holds: cabins per booking (param max), unpaid holds of one visitor (param
  // max), the share of a place unpaid online holds may take (param place).
  'ONLINE_ROOMS_LIMIT',
  'ONLINE_HOLDS_LIMIT',
  'ONLINE_HOLD_SHARE',
  // A public hold extended as often as it may be (param max: 10, WCAG 2.2.1).
  'HOLD_EXTENSION_LIMIT',
  // A dive boat full (params boat, seats), a dive closed with divers not back on board (params
  // count, names) and no reason given, a change to a dive already closed (param time) (issue 34).
  'DIVE_BOAT_FULL',
  'DIVERS_NOT_BACK',
  'DIVE_CLOSED',
  // Stock (issue 35): a movement that would take a product below zero where it may not go (params
  // product, location, available, requested, unit), a change to a closed inventory, a stock
  // movement of a product that does not track its stock (param product).
  'NOT_ENOUGH_STOCK',
  'INVENTORY_CLOSED',
  'STOCK_NOT_TRACKED',
  // The point of sale (issue 35): a charge on a room whose guests are not in house today (params
  // room), a change to a transaction already paid, put on a folio or voided (param number), paying
  // or moving an empty tab, a transaction voided already (param number).
  'GUEST_NOT_IN_HOUSE',
  'POS_TRANSACTION_CLOSED',
  'POS_TAB_EMPTY',
  'POS_ALREADY_VOIDED',
  // A till's closing with no transaction since the last one (param till).
  'POS_NOTHING_TO_CLOSE',
  // Rental gear (issue 35): an item out with another guest or put aside (params item, state), an
  // item whose service is due (params item, date), a rental given back already (param item).
  'RENTAL_ITEM_UNAVAILABLE',
  'RENTAL_SERVICE_DUE',
  'RENTAL_RETURNED',
  // An erasure asked while the customer still has a stay to come (params booking, to): it waits
  // until the guest has left, so the stay is not served to a nameless record (issue 37).
  'STAY_AHEAD',
  // Contests (issue 37): an entry outside the period (params contest, from, to), a customer who
  // entered already or has no entry (param contest), a contest drawn already (param contest),
  // a draw before the last day of entries (params contest, to) or without any entry.
  'CONTEST_NOT_OPEN',
  'CONTEST_ENTERED',
  'CONTEST_NOT_ENTERED',
  'CONTEST_DRAWN',
  'CONTEST_NOT_ENDED',
  'CONTEST_NO_ENTRIES',
  // A connected system (issue 39): not reachable or refusing our signature (params system, reason);
  // a jump token forged, expired, used or for an unlinked user.
  'SYSTEM_UNREACHABLE',
  'JUMP_REFUSED',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The HTTP status each code answers with: one status per code, so a refusal is named by its code
 * alone (the server's `refuse(code, …)`).
 */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN_RESSOURCE: 403,
  NOT_FOUND: 404,
  FEATURE_DISABLED: 404,
  CONFLICT: 409,
  STALE_VERSION: 409,
  DUPLICATE: 409,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  REGISTRATION_CLOSED: 403,
  INVALID_RESET_TOKEN: 400,
  INVALID_VERIFY_TOKEN: 400,
  EMAIL_NOT_CONFIRMED: 403,
  RESORT_NOT_FOUND: 404,
  FX_ERROR: 400,
  ROOM_TAKEN: 409,
  HOLDS_NO_BEDS: 409,
  ALREADY_CHECKED_IN: 409,
  BEFORE_ARRIVAL: 409,
  AFTER_DEPARTURE: 409,
  NOT_CHECKED_IN: 409,
  ALREADY_CHECKED_OUT: 409,
  ROOM_LOCKED: 409,
  ROOM_TOO_SMALL: 409,
  ACTION_NOT_ALLOWED: 409,
  MONEY_ON_BOOKING: 409,
  SHARED_GENDER: 409,
  LINE_NOT_EDITABLE: 409,
  LINE_NOT_DELETABLE: 409,
  MIXED_BOOKING: 409,
  MAIL_SERVER: 502,
  MAIL_NOT_CONNECTED: 409,
  CREDIT_LIMIT: 409,
  NOT_ENOUGH_ROOMS: 409,
  NOT_ENOUGH_CREDIT: 409,
  PROVIDER_ERROR: 502,
  WEBHOOK_REFUSED: 400,
  CHECKOUT_UNSUPPORTED: 400,
  ONLINE_ROOMS_LIMIT: 400,
  ONLINE_HOLDS_LIMIT: 429,
  ONLINE_HOLD_SHARE: 409,
  HOLD_EXTENSION_LIMIT: 409,
  DIVE_BOAT_FULL: 409,
  DIVERS_NOT_BACK: 409,
  DIVE_CLOSED: 409,
  NOT_ENOUGH_STOCK: 409,
  INVENTORY_CLOSED: 409,
  STOCK_NOT_TRACKED: 409,
  GUEST_NOT_IN_HOUSE: 409,
  POS_TRANSACTION_CLOSED: 409,
  POS_TAB_EMPTY: 409,
  POS_ALREADY_VOIDED: 409,
  POS_NOTHING_TO_CLOSE: 409,
  RENTAL_ITEM_UNAVAILABLE: 409,
  RENTAL_SERVICE_DUE: 409,
  RENTAL_RETURNED: 409,
  STAY_AHEAD: 409,
  CONTEST_NOT_OPEN: 409,
  CONTEST_ENTERED: 409,
  CONTEST_NOT_ENTERED: 404,
  CONTEST_DRAWN: 409,
  CONTEST_NOT_ENDED: 409,
  CONTEST_NO_ENTRIES: 409,
  SYSTEM_UNREACHABLE: 502,
  JUMP_REFUSED: 401,
  INTERNAL_ERROR: 500,
};

/**
 * One invalid field: a dotted path into the request body or query, and a readable message. `code`
 * names the message (its key under `validation.` in the web's translations) and `params` fill that
 * text, so the web words it in the user's language; the English `message` stays for everyone else.
 */
export interface FieldError {
  path: string;
  message: string;
  code?: string;
  params?: Record<string, string | number>;
}

/** The one error shape every failure leaves the server in (SPEC §8). */
export interface ApiErrorBody {
  error: string;
  message: string;
  statusCode: number;
  description: ErrorCode | string;
  path: string;
  method: string;
  timestamp: string;
  fields?: FieldError[];
  /** Values a translated message needs (`errors.ROOM_TAKEN` names the room and the dates). */
  params?: Record<string, string | number>;
}
