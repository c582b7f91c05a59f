import type { ContestState } from '@seaberth/domain';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ContestState, ChipProps['color']> = {
  draft: 'default',
  open: 'success',
  closed: 'warning',
  drawn: 'info',
};

/** A contest's state as a coloured word: taking entries, waiting for the draw, drawn. */
export function ContestStateChip({ state }: { state: ContestState }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOURS[state]} label={t(`contests.state.${state}`)} />;
}
