import CheckIcon from '@mui/icons-material/Check';
import { Box, Chip, Link, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../app/visually-hidden.ts';
import { useReferenceIds } from './page-reference-ids.tsx';
import { useReferenceLabels } from './use-reference-options.ts';

/** A check for true and nothing for false: a column of crosses is harder to scan than gaps. */
export function BooleanCell({ value }: { value: unknown }) {
  const { t } = useTranslation();
  // The text stays for screen readers; sighted users scan for the checks.
  if (value !== true)
    return (
      <Box component="span" sx={visuallyHidden}>
        {t('resources.common.no')}
      </Box>
    );
  return (
    <CheckIcon
      fontSize="small"
      color="success"
      aria-label={t('resources.common.yes')}
      titleAccess={t('resources.common.yes')}
    />
  );
}

const VISIBLE_CHIPS = 3;

/** Array values as chips; past a few, a "+n" chip with the rest in its tooltip keeps rows one line. */
export function ChipsCell({ values }: { values: string[] }) {
  const shown = values.slice(0, VISIBLE_CHIPS);
  const rest = values.slice(VISIBLE_CHIPS);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%', overflow: 'hidden' }}>
      {shown.map((value) => (
        <Chip key={value} label={value} size="small" />
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.join(', ')}>
          <Chip label={`+${rest.length}`} size="small" variant="outlined" />
        </Tooltip>
      )}
    </Box>
  );
}

/** Ids of another resource shown by that resource's titleField. */
export function ReferenceCell({ refName, value }: { refName: string; value: unknown }) {
  const { labelOf } = useReferenceLabels(refName, useReferenceIds(refName, value));
  if (Array.isArray(value)) return <ChipsCell values={value.map((id) => labelOf(String(id)))} />;
  if (value === null || value === undefined || value === '') return null;
  return <>{labelOf(String(value))}</>;
}

/** Lines of prose a row shows before the rest goes to the tooltip. */
const WRAPPED_LINES = 4;

/**
 * Text that wraps inside its cell instead of being cut at the column edge; an e-mail address may
 * break anywhere, being one long word. Very long prose stops after a few lines, whole on hover.
 */
export function WrappingCell({ text }: { text: string }) {
  return (
    <Box
      component="span"
      title={text.length > 160 ? text : undefined}
      sx={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: WRAPPED_LINES,
        overflow: 'hidden',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      }}
    >
      {text}
    </Box>
  );
}

/** The record's name as the way into it, so the row's main text is also its link. */
export function TitleCell({ text, onOpen }: { text: string; onOpen?: () => void }) {
  if (!onOpen) return <>{text}</>;
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
      sx={{ textAlign: 'left', font: 'inherit' }}
    >
      {text}
    </Link>
  );
}
