import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../resources/format-value.ts';
import { RoomTypeAvailability } from './room-type-availability.tsx';
import { StayFields } from '../../ui/stay-fields.tsx';
import { TripChoice } from './trip-choice.tsx';
import type { useRoomOffers } from './wizard-api.ts';
import { nightsOf, type WizardTrip, withKind, withResort, withStay, withTrip } from './wizard-draft.ts';
import { issueAt } from './wizard-issues.ts';
import type { StepProps } from './wizard-step-props.ts';
import type { useWizardSession } from './wizard-session.ts';

export interface WhatStepProps extends StepProps {
  session: ReturnType<typeof useWizardSession>;
  offers: ReturnType<typeof useRoomOffers>;
}

/** Step 1: a resort stay (resort and nights, with what is free) or a departure of a trip. */
export function WhatStep({ draft, update, issues, session, offers }: WhatStepProps) {
  const { t } = useTranslation();
  const chooseTrip = useCallback(
    (trip: WizardTrip | null) => update((current) => withTrip(current, trip)),
    [update],
  );
  const stayValid = draft.kind === 'resort' && nightsOf(draft.from, draft.to) > 0 && Boolean(draft.resort);
  return (
    <Stack spacing={3}>
      {session.canResort && session.canTrip && (
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={draft.kind}
          onChange={(_event, kind) => kind && update((current) => withKind(current, kind))}
          aria-label={t('wizard.what.kind')}
          size="small"
        >
          <ToggleButton value="resort">{t('wizard.what.resort')}</ToggleButton>
          <ToggleButton value="trip">{t('wizard.what.trip')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {draft.kind === 'resort' ? (
        <>
          <StayFields
            resorts={session.resorts}
            resort={draft.resort}
            from={draft.from}
            to={draft.to}
            onResort={(resort) => update((current) => withResort(current, resort))}
            onStay={(from, to) => update((current) => withStay(current, from, to))}
            errors={{
              resort: issueAt(issues, 'resort', t),
              from: issueAt(issues, 'from', t),
              to: issueAt(issues, 'to', t),
            }}
          />
          {stayValid && (
            <Stack spacing={1}>
              <Typography variant="h6" component="h3">
                {t('wizard.availability.heading', {
                  from: formatDate(draft.from, false),
                  to: formatDate(draft.to, false),
                  count: nightsOf(draft.from, draft.to),
                })}
              </Typography>
              <RoomTypeAvailability
                groups={offers.groups}
                pending={offers.isPending}
                error={offers.error}
                onRetry={offers.refetch}
              />
            </Stack>
          )}
        </>
      ) : (
        <TripChoice
          value={draft.trip}
          onChange={chooseTrip}
          error={issueAt(issues, 'schedule', t)}
          agency={draft.agency}
        />
      )}
    </Stack>
  );
}
