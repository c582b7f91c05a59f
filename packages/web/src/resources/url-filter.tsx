import { formatDate, isIsoDate } from '@seaberth/domain';
import { Alert, Button, Chip, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

type Scalar = string | number | boolean | null;
const NONE: Record<string, unknown> = {};

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * `?filter={"from":"2026-11-27"}`: the same filter object the API's paging takes, so another page
 * (the Today page) can link to a list already narrowed. Anything that is not a flat object of
 * values or lists of values is ignored, never an error.
 */
export function parseUrlFilter(text: string | null): Record<string, unknown> {
  if (!text) return NONE;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return NONE;
    const entries = Object.entries(parsed).filter(
      ([, value]) => isScalar(value) || (Array.isArray(value) && value.every(isScalar)),
    );
    return entries.length ? Object.fromEntries(entries) : NONE;
  } catch {
    return NONE;
  }
}

/** The address of a list narrowed by `filter`. */
export function filteredListUrl(path: string, filter: Record<string, Scalar | Scalar[]>): string {
  return `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
}

/** The filter in the address (when the list takes one) and how to drop it. */
export function useUrlFilter(enabled: boolean) {
  const [params, setParams] = useSearchParams();
  const text = enabled ? params.get('filter') : null;
  const filter = useMemo(() => parseUrlFilter(text), [text]);
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('filter');
        return next;
      },
      { replace: true },
    );
  return { filter, clear };
}

/** Says which filter the address applies, as chips, with the way back to the whole list. */
export function UrlFilterNote({
  filter,
  fieldLabel,
  optionLabel,
  onClear,
}: {
  filter: Record<string, unknown>;
  fieldLabel: (path: string) => string;
  optionLabel: (path: string, value: string) => string;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(filter);
  if (!entries.length) return null;
  const show = (path: string, value: unknown) =>
    (Array.isArray(value) ? value : [value])
      .map((v) => (isIsoDate(v) ? formatDate(v) : optionLabel(path, String(v))))
      .join(', ');
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onClear}>
          {t('resources.common.showAll')}
        </Button>
      }
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <span>{t('resources.common.filteredBy')}</span>
        {entries.map(([path, value]) => (
          <Chip key={path} size="small" label={`${fieldLabel(path)}: ${show(path, value)}`} />
        ))}
      </Stack>
    </Alert>
  );
}
