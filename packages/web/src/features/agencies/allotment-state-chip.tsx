import { type Allotment, allotmentState } from '@seaberth/domain';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLORS = { held: 'success', used: 'info', released: 'default' } as const;

/** Held (rooms still kept for the agency), used (all booked) or released (back in open sale). */
export function AllotmentStateChip({ allotment }: { allotment: Allotment }) {
  const { t } = useTranslation();
  const state = allotmentState(allotment);
  return (
    <Chip
      size="small"
      color={COLORS[state]}
      variant={state === 'released' ? 'outlined' : 'filled'}
      label={t(`agencies.allotments.states.${state}`)}
    />
  );
}
