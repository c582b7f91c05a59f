import { addYears, isIsoDate } from '@seaberth/domain';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { type CopyReport, type CopyRequest, copySeason, type SkippedCopy } from './copy-season.ts';
import { dayWithWeekday } from './trip-dates.ts';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

/** This calendar year as the period to copy, the next one as the target. */
function initialRequest(): CopyRequest {
  const year = Number(operatorToday().slice(0, 4));
  return {
    vessel: '',
    from: `${year}-01-01`,
    to: `${year + 1}-01-01`,
    mode: 'addyear',
    targetFrom: `${year + 1}-01-01`,
    targetTo: `${year + 2}-01-01`,
  };
}

/**
 * Copies the departures of one vessel in a period to another period: a year later on the same
 * weekday, or shifted into a chosen period. Trips that would clash are left out and reported.
 */
export function CopySeasonDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const vessels = useReferenceOptions('vessel');
  const [request, setRequest] = useState<CopyRequest>(initialRequest);
  const vessel = request.vessel || vessels.options[0]?.id || '';
  const change = (patch: Partial<CopyRequest>) => setRequest((current) => ({ ...current, ...patch }));

  const copy = useMutation({
    meta: { silent: true },
    mutationFn: () => {
      return copySeason({ ...request, vessel });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys('schedule').all }),
  });

  const periodValid = isIsoDate(request.from) && isIsoDate(request.to) && request.from < request.to;
  const targetValid =
    request.mode === 'addyear' ||
    (isIsoDate(request.targetFrom) && isIsoDate(request.targetTo) && request.targetFrom < request.targetTo);
  const report = copy.data;

  return (
    <Dialog open onClose={copy.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('tours.copy.title')}</DialogTitle>
      {report ? (
        <CopyReportView report={report} />
      ) : (
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('tours.copy.intro')}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              select
              label={t('tours.copy.vessel')}
              value={vessel}
              onChange={(event) => change({ vessel: event.target.value })}
              disabled={copy.isPending || vessels.options.length === 0}
              helperText={
                !vessels.isLoading && vessels.options.length === 0 ? t('tours.copy.noVessels') : undefined
              }
            >
              {vessels.options.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="subtitle2">{t('tours.copy.period')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateInput
                label={t('tours.copy.from')}
                value={request.from}
                onChange={(from) => change({ from })}
                disabled={copy.isPending}
              />
              <DateInput
                label={t('tours.copy.to')}
                value={request.to}
                onChange={(to) => change({ to })}
                disabled={copy.isPending}
                error={!periodValid ? t('tours.copy.periodInvalid') : undefined}
              />
            </Stack>
            <RadioGroup
              aria-label={t('tours.copy.where')}
              value={request.mode}
              onChange={(event) => change({ mode: event.target.value as CopyRequest['mode'] })}
            >
              <FormControlLabel
                value="addyear"
                control={<Radio />}
                label={t('tours.copy.addYear')}
                disabled={copy.isPending}
              />
              <FormControlLabel
                value="target"
                control={<Radio />}
                label={t('tours.copy.toPeriod')}
                disabled={copy.isPending}
              />
            </RadioGroup>
            {request.mode === 'target' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DateInput
                  label={t('tours.copy.targetFrom')}
                  value={request.targetFrom}
                  onChange={(targetFrom) =>
                    change({
                      targetFrom,
                      // A period of the same length by default: the usual case is "this season, later".
                      targetTo:
                        isIsoDate(targetFrom) && periodValid
                          ? dayjs(targetFrom)
                              .add(dayjs(request.to).diff(request.from, 'day'), 'day')
                              .format('YYYY-MM-DD')
                          : request.targetTo,
                    })
                  }
                  disabled={copy.isPending}
                />
                <DateInput
                  label={t('tours.copy.targetTo')}
                  value={request.targetTo}
                  onChange={(targetTo) => change({ targetTo })}
                  disabled={copy.isPending}
                  error={!targetValid ? t('tours.copy.periodInvalid') : undefined}
                />
              </Stack>
            )}
            {request.mode === 'addyear' && periodValid && (
              <Typography variant="body2" color="text.secondary">
                {t('tours.copy.addYearHint', {
                  from: dayWithWeekday(addYears(request.from, 1)),
                  to: dayWithWeekday(addYears(request.to, 1)),
                })}
              </Typography>
            )}
            {copy.isError && (
              <Alert severity="error">
                <AlertTitle>{t('tours.copy.failed')}</AlertTitle>
                {describeError(copy.error, t)}
              </Alert>
            )}
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        {report ? (
          <Button variant="contained" onClick={onClose}>
            {t('tours.copy.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={copy.isPending}>
              {t('resources.common.cancel')}
            </Button>
            <PendingButton
              pending={copy.isPending}
              variant="contained"
              onClick={() => copy.mutate()}
              disabled={!vessel || !periodValid || !targetValid}
            >
              {copy.isPending ? t('tours.copy.copying') : t('tours.copy.submit')}
            </PendingButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function DateInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <DateField
      label={props.label}
      value={props.value}
      onChange={(iso) => props.onChange(iso)}
      disabled={props.disabled}
      error={props.error}
      fullWidth
    />
  );
}

/** Why a trip was left out, in the user's language when the server names the case. */
function skipReason(t: TFunction, skip: SkippedCopy): string {
  if (skip.code === 'CLASH' && skip.clash) {
    return t('tours.copy.reasonClash', {
      tour: skip.clash.tourName,
      from: dayWithWeekday(skip.clash.from),
      to: dayWithWeekday(skip.clash.to),
    });
  }
  if (skip.code === 'OUTSIDE_TARGET') return t('tours.copy.reasonOutside');
  return skip.reason;
}

/** What the copy did: how many trips it created, and each one it left out with the reason. */
function CopyReportView({ report }: { report: CopyReport }) {
  const { t } = useTranslation();
  const created = report.created.length;
  return (
    <DialogContent>
      <Alert severity={created > 0 ? 'success' : 'info'} sx={{ mb: 2 }}>
        {t('tours.copy.created', { count: created })}
        {created > 1 &&
          ` ${t('tours.copy.createdRange', {
            from: dayWithWeekday(String(report.created[0]?.from)),
            to: dayWithWeekday(String(report.created[created - 1]?.from)),
          })}`}
      </Alert>
      {report.skipped.length > 0 && (
        <Box>
          <Typography variant="subtitle2">
            {t('tours.copy.skipped', { count: report.skipped.length })}
          </Typography>
          <List dense aria-label={t('tours.copy.skippedList')} sx={{ maxHeight: 280, overflow: 'auto' }}>
            {report.skipped.map((skip) => (
              <ListItem key={`${skip.source}-${skip.from}`} disableGutters>
                <ListItemText
                  primary={`${dayWithWeekday(skip.from)} – ${dayWithWeekday(skip.to)}`}
                  secondary={skipReason(t, skip)}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </DialogContent>
  );
}
