import { type BookingDetail, isOption } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../resources/format-value.ts';
import { reasonText } from './history-values.ts';

/**
 * What the booking's life adds to its facts: until when an option holds, when and why it was
 * cancelled, released, resolved or deleted, and the bookings it was rebooked to or from or split from.
 */
export function lifeFacts(booking: BookingDetail, t: TFunction): [string, ReactNode][] {
  const reason = (text: string | null, kind: 'cancel' | 'release') =>
    text ? ` · ${reasonText(text, t, kind)}` : '';
  // The linked booking's number when the page has it (GET answers `related`), else "open".
  const numberOf = (id: string) => booking.related?.find((r) => r.id === id)?.bookingNo;
  const link = (id: string) => (
    <Link key={id} component={RouterLink} to={`/booking/${id}`}>
      {numberOf(id) ?? t('bookings.life.open')}
    </Link>
  );
  const facts: [string, ReactNode][] = [];
  // Only an offer or reservation holds its beds until a day; on other states the date is spent.
  if (booking.optionUntil && isOption(booking.state))
    facts.push([t('resources.bookings.fields.optionUntil'), formatDate(booking.optionUntil, false)]);
  if (booking.state === 'aborted' && booking.cancelationDate)
    facts.push([
      t('bookings.life.cancelledOn'),
      `${formatDate(booking.cancelationDate, false)}${reason(booking.cancelReason, 'cancel')}`,
    ]);
  if (booking.state === 'freed' && booking.freedDate)
    facts.push([
      t('bookings.life.releasedOn'),
      `${formatDate(booking.freedDate, false)}${reason(booking.releaseReason, 'release')}`,
    ]);
  if (booking.state === 'resolved' && booking.resolvedDate)
    facts.push([t('bookings.life.resolvedOn'), formatDate(booking.resolvedDate, false)]);
  if (booking.state === 'deleted' && booking.deletedDate)
    facts.push([t('bookings.life.deletedOn'), formatDate(booking.deletedDate, false)]);
  if (booking.rebookedTo) facts.push([t('bookings.life.rebookedTo'), link(booking.rebookedTo)]);
  if (booking.rebookedFrom) facts.push([t('bookings.life.rebookedFrom'), link(booking.rebookedFrom)]);
  if (booking.splitFrom) facts.push([t('bookings.life.splitFrom'), link(booking.splitFrom)]);
  const parts = (booking.related ?? []).filter((r) => r.relation === 'splitInto');
  if (parts.length)
    facts.push([
      t('bookings.life.splitInto'),
      <span key="parts">{parts.map((part, i) => [i > 0 && ', ', link(part.id)])}</span>,
    ]);
  return facts;
}
