import type { BookingDetail, BookingVersion, FieldChange } from '@seaberth/domain';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { QuerySection } from '../../app/query-section.tsx';
import { useBookingDiff, useBookingHistory } from './booking-life-api.ts';
import { useFieldLabel, useValueText, valueField } from './history-values.ts';

const SHOWN = 10;
/** Ids whose names other fields already tell (the booker's name, the dates, the facts' links). */
const SAID_ELSEWHERE = new Set(['lead', 'schedule', 'resort', 'rebookedTo', 'rebookedFrom']);

function Changes({ changes, currency }: { changes: FieldChange[]; currency: string }) {
  const { t } = useTranslation();
  const value = useValueText(currency);
  const label = useFieldLabel();
  const shown = changes.filter((change) => !SAID_ELSEWHERE.has(change.field));
  if (!shown.length) return <Typography variant="body2">{t('bookings.history.nothing')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {shown.map((change) => {
        const field = valueField(change.field);
        return (
          <Typography
            component="li"
            variant="body2"
            key={`${change.field}:${JSON.stringify(change.before)}:${JSON.stringify(change.after)}`}
            sx={{ overflowWrap: 'anywhere' }}
          >
            <strong>{label(change.field)}</strong>: {value(field, change.before)} →{' '}
            {value(field, change.after)}
          </Typography>
        );
      })}
    </Box>
  );
}

/**
 * The booking's history as a timeline, newest first: who did what when, and what it changed.
 * Any two versions can be compared. Long histories show their latest ten until asked for more.
 */
export function BookingHistory({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const history = useBookingHistory(booking.id);
  const [all, setAll] = useState(false);
  const [compare, setCompare] = useState<[number, number] | null>(null);
  const diff = useBookingDiff(booking.id, compare);
  return (
    <QuerySection
      id="booking-history"
      title={t('bookings.history.title')}
      query={history}
      isEmpty={(versions) => versions.length === 0}
      empty={t('bookings.history.empty')}
      testId="booking-history"
    >
      {(versions) => (
        <Stack spacing={2}>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {(all ? versions : versions.slice(0, SHOWN)).map((version) => (
              <VersionEntry key={version.version} version={version} currency={booking.currency} />
            ))}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {versions.length > SHOWN && !all && (
              <Button onClick={() => setAll(true)}>
                {t('bookings.history.showAll', { count: versions.length })}
              </Button>
            )}
            {versions.length > 1 && !compare && (
              <Button
                onClick={() => setCompare([versions[versions.length - 1]!.version, versions[0]!.version])}
              >
                {t('bookings.history.compare')}
              </Button>
            )}
          </Stack>
          {compare && (
            <Stack spacing={1.5} data-testid="booking-history-compare">
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {(['from', 'to'] as const).map((end, i) => (
                  <TextField
                    key={end}
                    select
                    size="small"
                    label={t(`bookings.history.${end}`)}
                    value={compare[i]}
                    onChange={(event) => {
                      const next: [number, number] = [...compare];
                      next[i] = Number(event.target.value);
                      setCompare(next);
                    }}
                    sx={{ minWidth: 200 }}
                  >
                    {versions.map((v) => (
                      <MenuItem key={v.version} value={v.version}>
                        {t('bookings.history.versionOption', {
                          version: v.version,
                          action: t(`bookings.history.actions.${v.action}`, { defaultValue: v.action }),
                        })}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Stack>
              {compare[0] === compare[1] ? (
                <Typography variant="body2">{t('bookings.history.sameVersion')}</Typography>
              ) : diff.isError ? (
                <LoadErrorAlert error={diff.error} onRetry={() => diff.refetch()} />
              ) : diff.data ? (
                <Changes changes={diff.data.changes} currency={booking.currency} />
              ) : (
                <Typography variant="body2">{t('resources.common.loading')}</Typography>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </QuerySection>
  );
}

/** A version's mails in one word: failed if one failed, sent when all left, else queued. */
function mailState(mails: NonNullable<BookingVersion['mails']>): 'queued' | 'sent' | 'failed' {
  if (mails.some((mail) => mail.status === 'failed')) return 'failed';
  return mails.every((mail) => mail.status === 'sent') ? 'sent' : 'queued';
}

function VersionEntry({ version, currency }: { version: BookingVersion; currency: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid={`booking-version-${version.version}`}
      sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: -7,
          top: 4,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        }}
      />
      <Typography variant="subtitle2" component="p">
        {version.mails?.length
          ? t(`bookings.history.mailState.${mailState(version.mails)}`)
          : t(`bookings.history.actions.${version.action}`, { defaultValue: version.action })}
        <Typography component="span" variant="body2" color="text.secondary">
          {' · '}
          {version.actor?.name || t('bookings.history.system')} · {formatInstant(version.at)} ·{' '}
          {t('bookings.history.version', { version: version.version })}
        </Typography>
      </Typography>
      <Changes changes={version.changes} currency={currency} />
      {version.mails?.map((mail) => (
        <Typography key={mail.id} variant="body2" color="text.secondary" data-testid="version-mail">
          {t(`bookings.history.mailTo.${mail.status === 'sending' ? 'queued' : mail.status}`, {
            to: mail.to,
            at: mail.sentAt ? formatInstant(mail.sentAt) : '',
            error: mail.lastError ?? '',
          })}
        </Typography>
      ))}
    </Box>
  );
}
