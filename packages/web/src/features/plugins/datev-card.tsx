import type { DatevSettingsView } from '@seaberth/domain';
import DownloadIcon from '@mui/icons-material/Download';
import SettingsIcon from '@mui/icons-material/Settings';
import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';
import { DatevSettingsDialog } from './datev-settings-dialog.tsx';
import { downloadDatev } from './plugins-api.ts';
import { DateField } from '../../app/date-field.tsx';
import { operatorToday } from '../../app/clock.ts';

/** The month a date lies in, first and last day. */
function monthOf(iso: string): { from: string; to: string } {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${iso.slice(0, 7)}-01`, to: `${iso.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/** DATEV: the adviser's numbers, and the Buchungsstapel of a period to download. */
export function DatevCard({ view }: { view: DatevSettingsView }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [period, setPeriod] = useState(() => monthOf(operatorToday()));
  const download = useMutation({
    meta: { silent: true },
    mutationFn: () => downloadDatev(period.from, period.to),
  });
  const settings = view.settings;
  const backwards = period.from > period.to;
  const dateField = (key: 'from' | 'to') => (
    <DateField
      size="small"
      label={t(`plugins.datev.${key}`)}
      value={period[key]}
      onChange={(iso) => setPeriod((p) => ({ ...p, [key]: iso }))}
      error={key === 'to' && backwards}
      sx={{ width: 170 }}
    />
  );
  return (
    <Card variant="outlined" data-testid="datev-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              DATEV
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={settings ? 'success' : 'default'}
              label={t(settings ? 'plugins.datev.ready' : 'plugins.datev.notSet')}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('plugins.datev.intro')}
          </Typography>
          {settings && (
            <Typography variant="body2" data-testid="datev-summary">
              {t('plugins.datev.summary', {
                consultant: settings.consultantNumber,
                client: settings.clientNumber,
                chart: settings.chart,
                debitor: t(`plugins.datev.debitorMode.${settings.debitorMode}`),
              })}
            </Typography>
          )}
          <Stack direction="row">
            <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => setEditing(true)}>
              {t('plugins.settings')}
            </Button>
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {t('plugins.datev.export')}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {dateField('from')}
            {dateField('to')}
            <PendingButton
              variant="contained"
              startIcon={<DownloadIcon />}
              pending={download.isPending}
              disabled={!settings || backwards || !period.from || !period.to}
              onClick={() => download.mutate()}
            >
              {t('plugins.datev.download')}
            </PendingButton>
          </Stack>
          {!settings && <Alert severity="info">{t('plugins.datev.setUpFirst')}</Alert>}
          {download.isError && <Alert severity="error">{bookingErrorText(download.error, t)}</Alert>}
        </Stack>
      </CardContent>
      {editing && <DatevSettingsDialog view={view} onClose={() => setEditing(false)} />}
    </Card>
  );
}
