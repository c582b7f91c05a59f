import PrintIcon from '@mui/icons-material/Print';
import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';

const LISTS = ['rooms', 'staff', 'blockers'] as const;

interface AssetOption {
  id: string;
  name: string;
  type: 'resort' | 'vessel';
}

/** Prints a resort's room list, staff list or blocked rooms (GET /api/resort/{id}/print/{list}). */
export function ResortPrintCard() {
  const { t } = useTranslation();
  const { bootstrap } = useSession();
  const { showError } = useSnackbar();
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
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            disabled={!chosen}
            onClick={() => api.openDocument(`/api/resort/${chosen}/print/${list}`).catch(showError)}
          >
            {t('assets.print.open')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
