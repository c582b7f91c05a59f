import { hasAnyScope } from '@seaberth/domain';
import { useSession } from '../../app/session-context.ts';

/**
 * The booking calls' scopes. The generic `bookings` resource is read-only, so its permissions
 * say nothing about writing: bookings are written through their own calls, under these scopes.
 */
export function useBookingPermissions() {
  const { principal } = useSession();
  return {
    canRead: hasAnyScope(principal, ['bookings.read', 'agencies.self']),
    canCreate: hasAnyScope(principal, ['bookings.create']),
    canUpdate: hasAnyScope(principal, ['bookings.update']),
    canSendMail: hasAnyScope(principal, ['bookings.update']),
  };
}
