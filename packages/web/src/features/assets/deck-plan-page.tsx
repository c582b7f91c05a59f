import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { DeckPlan } from './deck-plan.tsx';

/** /vesseldeck — the deck plan of one vessel, chosen at the top (`?vessel=`), the first by default. */
export function DeckPlanPage() {
  const { t } = useTranslation();
  const vessels = useReferenceOptions('vessel');
  const [params, setParams] = useSearchParams();
  const requested = params.get('vessel');
  const vesselId = vessels.options.some((v) => v.id === requested)
    ? requested!
    : (vessels.options[0]?.id ?? '');
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          {t('assets.plan.title')}
        </Typography>
        {vessels.options.length > 0 && (
          <TextField
            select
            size="small"
            label={t('assets.plan.vessel')}
            value={vesselId}
            onChange={(event) => setParams({ vessel: event.target.value }, { replace: true })}
            sx={{ minWidth: 240 }}
            fullWidth={false}
          >
            {vessels.options.map((vessel) => (
              <MenuItem key={vessel.id} value={vessel.id}>
                {vessel.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 800 }}>
        {t('assets.plan.intro')}
      </Typography>
      {!vessels.isLoading && vessels.options.length === 0 ? (
        <Alert severity="info">{t('assets.plan.noVessels')}</Alert>
      ) : vesselId ? (
        <DeckPlan key={vesselId} vesselId={vesselId} />
      ) : null}
    </Box>
  );
}
