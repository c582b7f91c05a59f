import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { RouteLoading } from '../../app/loading-bar.tsx';

/**
 * A club tab's list: loading, error, an empty text, or its rows as cards — cards rather than a
 * table because members read the club on their phones.
 */
export function ClubList<T>({
  query,
  empty,
  title,
  children,
}: {
  query: UseQueryResult<T[]>;
  empty: string;
  title?: string;
  children: (row: T) => ReactNode;
}) {
  if (query.isPending) return <RouteLoading />;
  if (query.isError) return <LoadErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack spacing={1.5}>
      {title && (
        <Typography variant="h4" component="h2">
          {title}
        </Typography>
      )}
      {query.data.length === 0 ? <Alert severity="info">{empty}</Alert> : query.data.map(children)}
    </Stack>
  );
}

/** One row of a club list: a title line, a line under it, and what one can do on the right. */
export function ClubRow({
  title,
  detail,
  aside,
  testId,
}: {
  title: ReactNode;
  detail?: ReactNode;
  aside?: ReactNode;
  testId?: string;
}) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          '&:last-child': { pb: 2 },
        }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          {detail && (
            <Typography variant="body2" color="text.secondary" component="div">
              {detail}
            </Typography>
          )}
        </Stack>
        {aside && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {aside}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
