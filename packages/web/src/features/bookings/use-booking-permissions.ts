import {
  arrivalDepartureResource,
  bookingCommentResource,
  hasAnyScope,
  INVOICE_READ_SCOPES,
  requiredScopes,
} from '@seaberth/domain';
import { useSession } from '../../app/session-context.ts';

/**
 * The booking calls' scopes. The generic `bookings` resource is read-only, so its permissions
 * say nothing about writing: bookings are written through their own calls, under these scopes.
 * The `read…` ones are the scopes the server checks on a panel's data (invoices.routes.ts,
 * todo.routes.ts, the comments' resource): a panel the user may not read is not shown at all,
 * rather than shown as a refusal (an agent on its own booking).
 */
export function useBookingPermissions() {
  const { principal } = useSession();
  return {
    canRead: hasAnyScope(principal, ['bookings.read', 'agencies.self']),
    canCreate: hasAnyScope(principal, ['bookings.create']),
    canUpdate: hasAnyScope(principal, ['bookings.update']),
    canSendMail: hasAnyScope(principal, ['bookings.update']),
    readInvoices: hasAnyScope(principal, INVOICE_READ_SCOPES),
    readTodos: hasAnyScope(principal, ['bookings.read', 'todo.update']),
    readComments: hasAnyScope(principal, requiredScopes(bookingCommentResource, 'read')),
    readTravel: hasAnyScope(principal, requiredScopes(arrivalDepartureResource, 'read')),
    writeTravel: hasAnyScope(principal, requiredScopes(arrivalDepartureResource, 'update')),
  };
}
