import { Paper, Stack, type SxProps, type Theme, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from './load-error-alert.tsx';

export interface QuerySectionProps<T> {
  /** Id of the heading, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  query: UseQueryResult<T>;
  /** When the answer has nothing to show, this sentence stands instead. */
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
  testId?: string;
  sx?: SxProps<Theme>;
  /** Buttons beside the title (add one), shown whatever the answer. */
  actions?: ReactNode;
}

/**
 * A titled section of a page that shows one query's answer: loading, a load error with retry, an
 * empty sentence, or the content. Trip guests, trip payments and a customer's stays read alike.
 */
export function QuerySection<T>({
  id,
  title,
  query,
  isEmpty,
  empty,
  children,
  testId,
  sx,
  actions,
}: QuerySectionProps<T>) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      sx={[{ p: { xs: 2, md: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={id} variant="h4" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {query.isPending ? (
        <Typography variant="body2">{t('resources.common.loading')}</Typography>
      ) : query.isError ? (
        <LoadErrorAlert error={query.error} onRetry={() => query.refetch()} />
      ) : isEmpty(query.data as T) ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        children(query.data as T)
      )}
    </Paper>
  );
}
