import type { Allotment } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useCan } from '../../app/session-context.ts';
import { useAllotments } from './allotment-api.ts';
import { AllotmentReleaseDateDialog } from './allotment-release-date-dialog.tsx';
import { AllotmentTable } from './allotment-table.tsx';
import { NewAllotmentDialog } from './new-allotment-dialog.tsx';
import { ReleaseAllotmentDialog } from './release-allotment-dialog.tsx';

/**
 * Rooms held for the agency on trips or at resorts until a release date; its bookings take rooms
 * out of them. Created, moved and released by agencies.update; an agent reads their own.
 */
export function AgencyAllotmentsTab({ agency }: { agency: string }) {
  const { t } = useTranslation();
  const canUpdate = useCan(['agencies.update']);
  const [showReleased, setShowReleased] = useState(false);
  const allotments = useAllotments(agency, showReleased);
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<Allotment | null>(null);
  const [releasing, setReleasing] = useState<Allotment | null>(null);
  const data = allotments.data;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 800 }}>
        {t('agencies.allotments.intro')}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <FormControlLabel
          control={
            <Switch checked={showReleased} onChange={(event) => setShowReleased(event.target.checked)} />
          }
          label={t('agencies.allotments.showReleased')}
        />
        {canUpdate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            sx={{ ml: { sm: 'auto' }, whiteSpace: 'nowrap' }}
          >
            {t('agencies.allotments.new')}
          </Button>
        )}
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{allotments.isFetching && <LinearProgress />}</Box>
      {allotments.isError && !data ? (
        <LoadErrorAlert error={allotments.error} onRetry={() => allotments.refetch()} />
      ) : !data ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : data.length === 0 ? (
        <Alert severity="info">{t('agencies.allotments.none')}</Alert>
      ) : (
        <AllotmentTable
          allotments={data}
          onChangeRelease={canUpdate ? setMoving : undefined}
          onRelease={canUpdate ? setReleasing : undefined}
        />
      )}
      {creating && <NewAllotmentDialog agency={agency} onClose={() => setCreating(false)} />}
      {moving && <AllotmentReleaseDateDialog allotment={moving} onClose={() => setMoving(null)} />}
      {releasing && <ReleaseAllotmentDialog allotment={releasing} onClose={() => setReleasing(null)} />}
    </Box>
  );
}
