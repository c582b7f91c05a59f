import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintIcon from '@mui/icons-material/Print';
import { Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../app/pending-button.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useOpenDocument } from '../../app/use-open-document.ts';

const LISTS = ['rooms', 'staff', 'blockers'] as const;

interface AssetOption {
  id: string;
  name: string;
  type: 'resort' | 'vessel';
}

/**
 * Prints a resort's room list, staff list or blocked rooms (GET /api/resort/{id}/print/{list}), as
 * an HTML page to print from the browser or as a PDF with the letterhead.
 */
export function ResortPrintCard() {
  const { t } = useTranslation();
  const { bootstrap } = useSession();
  const { showError } = useSnackbar();
  const printing = useOpenDocument({ onError: showError });
  const resorts = ((bootstrap?.assets ?? []) as AssetOption[]).filter((asset) => asset.type === 'resort');
  const [resort, setResort] = useState('');
  const [list, setList] = useState<(typeof LISTS)[number]>('rooms');
  const chosen = resort || resorts[0]?.id || '';
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('assets.print.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('assets.print.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('assets.print.resort')}
            value={chosen}
            onChange={(e) => setResort(e.target.value)}
            sx={{ minWidth: 240 }}
            disabled={resorts.length === 0}
          >
            {resorts.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('assets.print.list')}
            value={list}
            onChange={(e) => setList(e.target.value as typeof list)}
            sx={{ minWidth: 200 }}
          >
            {LISTS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`assets.print.lists.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {(['html', 'pdf'] as const).map((format) => (
              <PendingButton
                key={format}
                variant="outlined"
                pending={printing.pending === format}
                disabled={!chosen || printing.pending !== null}
                startIcon={format === 'pdf' ? <PictureAsPdfOutlinedIcon /> : <PrintIcon />}
                title={format === 'pdf' ? t('prints.pdfHint') : undefined}
                onClick={() =>
                  void printing.open(
                    format,
                    `/api/resort/${chosen}/print/${list}`,
                    format === 'pdf' ? { format } : undefined,
                  )
                }
              >
                {format === 'pdf' ? t('prints.pdf') : t('assets.print.open')}
              </PendingButton>
            ))}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
