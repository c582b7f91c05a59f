import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, IconButton, Tooltip, Typography } from '@mui/material';

export interface MonthPagerProps {
  /** The period shown, written out ("01.03.2027 – 31.03.2027"); it is the toolbar's heading. */
  label: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  /** Already showing today's period. */
  atToday: boolean;
  texts: { previous: string; next: string; today: string };
}

/** One month back, the period shown, one month on, back to today: the pager of calendar screens. */
export function MonthPager({ label, onPrevious, onNext, onToday, atToday, texts }: MonthPagerProps) {
  return (
    <>
      <Tooltip title={texts.previous}>
        <IconButton aria-label={texts.previous} onClick={onPrevious}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Typography
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 600, minWidth: 210, textAlign: 'center' }}
      >
        {label}
      </Typography>
      <Tooltip title={texts.next}>
        <IconButton aria-label={texts.next} onClick={onNext}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Button size="small" onClick={onToday} disabled={atToday}>
        {texts.today}
      </Button>
    </>
  );
}
