import { Paper, Stack, TableContainer, TextField, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { ServerPager } from '../../ui/server-pager.tsx';

/** Page, size, search and order of a list the server pages; a changed search or order starts again at page 0. */
export function useServerList<S extends string>(initialSort: S) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<S>(initialSort);
  const [order, setOrder] = useState<1 | -1>(1);
  return {
    query: { page, size, search: search.trim(), sort, order },
    search,
    setPage,
    setSize,
    onSearch: (value: string) => {
      setSearch(value);
      setPage(0);
    },
    onSort: (field: S, next: 1 | -1) => {
      setSort(field);
      setOrder(next);
      setPage(0);
    },
  };
}

/** One of /export's two lists: its heading with a search (and what else narrows it), the table and its pager. */
export function ListSection({
  id,
  title,
  searchLabel,
  list,
  state,
  filters,
  children,
}: {
  id: string;
  title: string;
  searchLabel: string;
  list: { isError: boolean; error: unknown; refetch: () => unknown; data?: { total: number } | undefined };
  state: Pick<ReturnType<typeof useServerList>, 'search' | 'onSearch' | 'setPage' | 'setSize' | 'query'>;
  filters?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {filters}
        <TextField
          size="small"
          label={searchLabel}
          value={state.search}
          onChange={(event) => state.onSearch(event.target.value)}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
      </Stack>
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <TableContainer>{children}</TableContainer>
        <ServerPager
          total={list.data?.total}
          page={state.query.page}
          size={state.query.size}
          onPage={state.setPage}
          onSize={state.setSize}
          label={t('vesselExport.perPage')}
        />
      </Paper>
    </section>
  );
}
