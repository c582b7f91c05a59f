import LockIcon from '@mui/icons-material/Lock';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import type { DivePlan, DivePlanDive } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { diveLabel } from './dive-plan-texts.ts';

/**
 * The head count on the boat (phone or tablet): per dive every diver with a large tick "back on
 * board"; after the dive's end who is not back shows in red with the minutes since the end.
 */
export function HeadCount({
  plan,
  canUpdate,
  onBack,
  onClose,
}: {
  plan: DivePlan;
  canUpdate: boolean;
  onBack: (diver: string, back: boolean) => void;
  onClose: (dive: DivePlanDive) => void;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
      }}
    >
      {plan.dives.map((dive) => (
        <HeadCountDive
          key={dive.id}
          dive={dive}
          canUpdate={canUpdate}
          onBack={onBack}
          onClose={() => onClose(dive)}
        />
      ))}
    </Box>
  );
}

function HeadCountDive({
  dive,
  canUpdate,
  onBack,
  onClose,
}: {
  dive: DivePlanDive;
  canUpdate: boolean;
  onBack: (diver: string, back: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const back = dive.divers.filter((d) => d.backOnBoardAt).length;
  const overdue = dive.minutesSinceEnd !== null;
  const headingId = `headcount-${dive.id}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {diveLabel(t, dive)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          <Chip
            size="small"
            color={back === dive.divers.length ? 'success' : overdue ? 'error' : 'default'}
            label={t('headCount.count', { back, total: dive.divers.length })}
          />
          {dive.closedAt && <Chip size="small" icon={<LockIcon />} label={t('divePlan.closed')} />}
        </Stack>
        <Stack
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('headCount.diversOf', { time: dive.time })}
        >
          {dive.divers.map((diver) => {
            const missing = !diver.backOnBoardAt && overdue && !dive.closedAt;
            return (
              <Box
                component="li"
                key={diver.id}
                sx={{ borderBottom: 1, borderColor: 'divider', color: missing ? 'error.main' : undefined }}
                data-missing={missing || undefined}
              >
                <FormControlLabel
                  sx={{ width: '100%', m: 0, minHeight: 48 }}
                  control={
                    <Checkbox
                      checked={Boolean(diver.backOnBoardAt)}
                      disabled={!canUpdate || Boolean(dive.closedAt)}
                      onChange={(event) => onBack(diver.id, event.target.checked)}
                      sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }}
                      color={missing ? 'error' : 'primary'}
                    />
                  }
                  label={
                    <Box>
                      <Typography fontWeight={600}>{diver.fullName}</Typography>
                      {missing && (
                        <Typography variant="body2" color="error">
                          {t('headCount.notBack', { count: dive.minutesSinceEnd ?? 0 })}
                        </Typography>
                      )}
                    </Box>
                  }
                />
              </Box>
            );
          })}
        </Stack>
        {dive.closedAt
          ? dive.closeReason && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('headCount.closedWith', { reason: dive.closeReason })}
              </Typography>
            )
          : canUpdate && (
              <Button variant="contained" sx={{ mt: 1.5, minHeight: 44 }} fullWidth onClick={onClose}>
                {t('headCount.close.action')}
              </Button>
            )}
      </CardContent>
    </Card>
  );
}
