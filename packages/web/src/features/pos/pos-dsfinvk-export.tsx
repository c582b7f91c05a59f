import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { operatorToday } from '../../app/clock.ts';
import { DateField } from '../../app/date-field.tsx';
import { PendingButton } from '../../app/pending-button.tsx';
import { bookingErrorText } from '../../ui/booking-errors.ts';

/** `GET /api/pos/export/dsfinvk`: the closings of a period as the ZIP a tax auditor reads. */
const downloadDsfinvk = (from: string, to: string, till: string) =>
  api.download('/api/pos/export/dsfinvk', { from, to, ...(till ? { till } : {}) });

/**
 * The tax office's export (DSFinV-K 2.4): the closings of a period, of one till or all, with every
 * receipt, its TSE signature and the closing's sums. From the first of the month to today by default.
 */
export function DsfinvkExport({ till }: { till: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => {
    const today = operatorToday();
    return { from: `${today.slice(0, 7)}-01`, to: today };
  });
  const download = useMutation({
    meta: { silent: true },
    mutationFn: () => downloadDsfinvk(period.from, period.to, till),
  });
  const backwards = period.from > period.to;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="dsfinvk-export">
      <Typography variant="subtitle1" component="h2">
        {t('pos.dsfinvk.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('pos.dsfinvk.intro')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {(['from', 'to'] as const).map((key) => (
          <DateField
            key={key}
            size="small"
            label={t(`pos.dsfinvk.${key}`)}
            value={period[key]}
            onChange={(iso) => setPeriod((p) => ({ ...p, [key]: iso }))}
            error={key === 'to' && backwards}
            sx={{ width: 170 }}
          />
        ))}
        <PendingButton
          variant="contained"
          startIcon={<DownloadIcon />}
          pending={download.isPending}
          disabled={backwards || !period.from || !period.to}
          onClick={() => download.mutate()}
        >
          {t('pos.dsfinvk.download')}
        </PendingButton>
      </Stack>
      {download.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {bookingErrorText(download.error, t)}
        </Alert>
      )}
    </Paper>
  );
}
