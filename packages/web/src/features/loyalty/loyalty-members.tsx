import { LOYALTY_MEMBER_SORTS, type LoyaltyMembersQuery, loyaltyTierResource } from '@seaberth/domain';
import {
  Box,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { useResourceList } from '../../resources/use-resource.ts';
import { useLoyaltyMembers } from './loyalty-api.ts';
import { TierChip } from './loyalty-section.tsx';

type Sort = (typeof LOYALTY_MEMBER_SORTS)[number];
const COLUMNS: { key: Sort | 'tier'; numeric?: boolean }[] = [
  { key: 'fullName' },
  { key: 'tier' },
  { key: 'balance', numeric: true },
  { key: 'tierPoints', numeric: true },
  { key: 'earned', numeric: true },
  { key: 'lastEarned' },
];

/** The programme's members, a page at a time from the server: searched, by tier, sorted. */
export function LoyaltyMembers() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [tier, setTier] = useState('');
  const [sort, setSort] = useState<{ by: Sort; order: 'asc' | 'desc' }>({ by: 'balance', order: 'desc' });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const deferred = useDeferredValue(search);
  const query: Partial<LoyaltyMembersQuery> = {
    page,
    size,
    sort: sort.by,
    order: sort.order,
    ...(deferred.trim() ? { search: deferred.trim() } : {}),
    ...(tier ? { tier } : {}),
  };
  const members = useLoyaltyMembers(query);
  const tiers = useResourceList(loyaltyTierResource, { page: 0, size: 0 });
  const tierColor = new Map((tiers.data?.data ?? []).map((row) => [row.id, String(row.color ?? '')]));

  const sortBy = (by: Sort) => {
    setSort((current) => ({
      by,
      order:
        current.by === by ? (current.order === 'asc' ? 'desc' : 'asc') : by === 'fullName' ? 'asc' : 'desc',
    }));
    setPage(0);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, md: 2 } }} data-testid="loyalty-members">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          type="search"
          label={t('loyalty.members.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          label={t('loyalty.columns.tier')}
          value={tier}
          onChange={(event) => {
            setTier(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('loyalty.members.anyTier')}</MenuItem>
          {(tiers.data?.data ?? []).map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {String(row.name)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {members.isError ? (
        <LoadErrorAlert error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('loyalty.page.tabs.members')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                    {column.key === 'tier' ? (
                      t('loyalty.columns.tier')
                    ) : (
                      <TableSortLabel
                        active={sort.by === column.key}
                        direction={sort.by === column.key ? sort.order : 'asc'}
                        onClick={() => sortBy(column.key as Sort)}
                      >
                        {t(`loyalty.columns.${column.key}`)}
                      </TableSortLabel>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(members.data?.data ?? []).map((member) => (
                <TableRow key={member.customer} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/customer/view/${member.customer}`}>
                      {member.fullName}
                    </Link>
                    {member.email && (
                      <Typography variant="body2" color="text.secondary">
                        {member.email}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {member.tier && member.tierName ? (
                      <TierChip name={member.tierName} color={tierColor.get(member.tier) ?? ''} />
                    ) : (
                      '–'
                    )}
                  </TableCell>
                  <TableCell align="right">{member.balance}</TableCell>
                  <TableCell align="right">{member.tierPoints}</TableCell>
                  <TableCell align="right">{member.earned}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {member.lastEarned ? formatDate(member.lastEarned, false) : '–'}
                  </TableCell>
                </TableRow>
              ))}
              {members.data && members.data.total === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length}>
                    <Typography color="text.secondary">{t('loyalty.members.none')}</Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={members.data?.total ?? 0}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={size}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(0);
            }}
            rowsPerPageOptions={[25, 50, 100]}
          />
        </Box>
      )}
    </Paper>
  );
}
