import type { ChannelDrift } from '@seaberth/domain';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../app/format-dates.ts';
import { formatDate } from '../../resources/format-value.ts';

/**
 * The nightly comparison of the channel's availability with ours: when it ran, and the nights
 * where the channel believes otherwise (the first of them listed); a full sync mends them.
 */
export function ChannelDriftPart({ drift }: { drift: ChannelDrift | null }) {
  const { t } = useTranslation();
  if (!drift) return null;
  const at = formatInstant(drift.checkedAt);
  return (
    <section aria-labelledby="channel-drift-title">
      <Typography id="channel-drift-title" variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        {t('channels.drift.title')}
      </Typography>
      {drift.error ? (
        <Alert severity="error">{t('channels.drift.unread', { at, message: drift.error })}</Alert>
      ) : drift.count === 0 ? (
        <Alert severity="success">
          {t('channels.drift.none', {
            at,
            from: formatDate(drift.from, false),
            to: formatDate(drift.to, false),
          })}
        </Alert>
      ) : (
        <>
          <Alert severity="warning">{t('channels.drift.found', { at, count: drift.count })}</Alert>
          <Table size="small" aria-label={t('channels.drift.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('channels.drift.date')}</TableCell>
                <TableCell>{t('channels.health.roomType')}</TableCell>
                <TableCell align="right">{t('channels.drift.ours')}</TableCell>
                <TableCell align="right">{t('channels.drift.channel')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {drift.items.map((item) => (
                <TableRow key={`${item.roomType}-${item.date}`}>
                  <TableCell>{formatDate(item.date, false)}</TableCell>
                  <TableCell>{item.name}</TableCell>
                  <TableCell align="right">{item.ours}</TableCell>
                  <TableCell align="right">{item.channel ?? t('channels.drift.untold')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
