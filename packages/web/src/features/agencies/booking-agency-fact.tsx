import { agencyResource, allows, type BookingDetail } from '@seaberth/domain';
import { Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '../../app/session-context.ts';
import { useResource } from '../../resources/use-resource.ts';
import { ChangeAgencyDialog } from './change-agency-dialog.tsx';

/**
 * The booking's channel among its facts: "Agency: name" (a link for who may open the agency) for a
 * booking through an agency, else its channel (direct, online, OTA); "Change" (the agency) while
 * the booking may be priced again.
 */
export function BookingAgencyFact({ booking, canUpdate }: { booking: BookingDetail; canUpdate: boolean }) {
  const { t } = useTranslation();
  const agency = booking.agency ?? null;
  const canSee = useCan(['agencies.read', 'agencies.self']);
  const canOpen = useCan(['agencies.update', 'agencies.self']);
  const record = useResource(agencyResource, canSee && agency ? agency : undefined);
  const [changing, setChanging] = useState(false);
  const name = record.data
    ? String(record.data.name ?? '')
    : (booking.agencyName ?? t('agencies.booking.unnamed'));
  const canChange = canUpdate && allows(booking.state, 'calculation');
  return (
    <Stack
      component="span"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="booking-agency"
    >
      <span>
        {!agency ? (
          t(`resources.options.source.${booking.source ?? 'direct'}`)
        ) : (
          <>
            {t('agencies.booking.through')}{' '}
            {canOpen && record.data ? (
              <Link component={RouterLink} to={`/agency/${agency}`}>
                {name}
              </Link>
            ) : (
              name
            )}
          </>
        )}
      </span>
      {canChange && (
        <Button size="small" onClick={() => setChanging(true)} sx={{ py: 0 }}>
          {t('agencies.booking.change')}
        </Button>
      )}
      {changing && <ChangeAgencyDialog booking={booking} onClose={() => setChanging(false)} />}
    </Stack>
  );
}
