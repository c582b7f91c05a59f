import {
  Alert,
  Box,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  LinearProgress,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { useDebouncedValue } from '../../resources/use-debounced-value.ts';
import type { BookableTrip } from '../bookings/index.ts';
import { TRIPS_PAGE_SIZE, useTripById, useWizardTrips } from './wizard-api.ts';
import type { WizardTrip } from './wizard-draft.ts';

/** The fields a trip row has in full and in short (`short`), all the wizard needs of it. */
export function toWizardTrip(
  trip: Pick<BookableTrip, 'id' | 'vessel' | 'from' | 'to' | 'tourName' | 'vesselName'>,
): WizardTrip {
  return {
    id: trip.id,
    vessel: trip.vessel,
    from: trip.from,
    to: trip.to,
    title: `${trip.tourName} · ${trip.vesselName}`,
  };
}

export interface TripChoiceProps {
  value: WizardTrip | null;
  onChange: (trip: WizardTrip | null) => void;
  error?: string;
  /** The agency booked for: its allotments count as free places. */
  agency?: string | null;
}

/** A departure with free places, searched by tour and paged like the tour booking list. */
export function TripChoice({ value, onChange, error, agency }: TripChoiceProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim());
  const [page, setPage] = useState(0);
  const trips = useWizardTrips(page, search, agency);
  // A link named the trip by id only: its vessel and dates are looked up once.
  const unresolved = Boolean(value && !value.vessel);
  const named = useTripById(value?.id ?? '', unresolved);
  useEffect(() => {
    if (unresolved && named.data) onChange(toWizardTrip(named.data));
  }, [unresolved, named.data, onChange]);

  const list = trips.data?.data ?? [];
  return (
    <Stack spacing={2}>
      {unresolved &&
        (named.isPending ? (
          <Typography variant="body2">
            <CircularProgress aria-hidden size={14} sx={{ mr: 1 }} />
            {t('wizard.trip.resolving')}
          </Typography>
        ) : named.isError ? (
          <LoadErrorAlert error={named.error} onRetry={() => named.refetch()} />
        ) : named.data === null ? (
          <Alert severity="warning">{t('wizard.trip.notBookable')}</Alert>
        ) : null)}
      {value?.vessel && (
        <Alert severity="success" data-testid="wizard-trip-chosen">
          {t('wizard.trip.chosen', {
            title: value.title,
            from: formatDate(value.from, false),
            to: formatDate(value.to, false),
          })}
        </Alert>
      )}
      <TextField
        label={t('wizard.trip.search')}
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          setPage(0);
        }}
        type="search"
        size="small"
        sx={{ maxWidth: 360 }}
      />
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{trips.isFetching && <LinearProgress />}</Box>
        {trips.isPending ? (
          <Box sx={{ p: 2 }}>
            <CircularProgress size={24} aria-label={t('wizard.common.loading')} />
          </Box>
        ) : trips.isError ? (
          <LoadErrorAlert
            error={trips.error}
            onRetry={() => trips.refetch()}
            lead={t('wizard.trip.failed')}
          />
        ) : list.length === 0 ? (
          <Typography sx={{ p: 2 }}>{t('wizard.trip.none')}</Typography>
        ) : (
          <RadioGroup
            aria-label={t('wizard.trip.label')}
            value={value?.id ?? ''}
            onChange={(_event, id) => {
              const trip = list.find((entry) => entry.id === id);
              if (trip) onChange(toWizardTrip(trip));
            }}
            sx={{ px: 2, py: 1 }}
          >
            {list.map((trip) => (
              <FormControlLabel
                key={trip.id}
                value={trip.id}
                control={<Radio />}
                data-testid={`wizard-trip-${trip.id}`}
                sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box>
                    <Typography variant="body1">
                      {trip.tourName} · {trip.vesselName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('wizard.trip.line', {
                        from: formatDate(trip.from, false),
                        to: formatDate(trip.to, false),
                        nights: trip.nights,
                        freeCabins: trip.freeCabins,
                        cabins: trip.cabins,
                        freeBeds: trip.freeBeds,
                      })}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )}
        {list.length > 0 && (
          <TablePagination
            component="div"
            count={trips.data?.total ?? 0}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={TRIPS_PAGE_SIZE}
            rowsPerPageOptions={[]}
          />
        )}
      </Paper>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
