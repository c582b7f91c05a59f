import type { ChannelPush, EXPORT_VESSEL_SORTS, ExportVessel } from '@seaberth/domain';
import {
  Button,
  Chip,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../app/format-dates.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ServerPager } from '../../ui/server-pager.tsx';
import { SortHeader } from './sort-header.tsx';
import { useExportVessels, useSetVesselOnChannel } from './vessel-export-api.ts';

type Sort = (typeof EXPORT_VESSEL_SORTS)[number];
const PUSH_COLOR = { ok: 'success', failed: 'error', retrying: 'warning' } as const;

export function LastPush({ push }: { push: ChannelPush | null }) {
  const { t } = useTranslation();
  if (!push)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('vesselExport.neverPushed')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <span>{formatInstant(push.at)}</span>
      <Chip size="small" color={PUSH_COLOR[push.state]} label={t(`vesselExport.push.${push.state}`)} />
    </Stack>
  );
}

/** A vessel's cabin types as the channel knows them: mapped ones name the channel's room type. */
function CabinTypes({ vessel }: { vessel: ExportVessel }) {
  const { t } = useTranslation();
  if (!vessel.cabinTypes.length) return <>{t('vesselExport.noCabinTypes')}</>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {vessel.cabinTypes.map((type) => (
        <Chip
          key={type.roomType}
          size="small"
          variant={type.channelRoomType ? 'filled' : 'outlined'}
          color={type.channelRoomType ? 'primary' : 'default'}
          label={t(type.channelRoomType ? 'vesselExport.cabinTypeMapped' : 'vesselExport.cabinTypeUnmapped', {
            name: type.name,
            count: type.cabins,
          })}
        />
      ))}
    </Stack>
  );
}

/**
 * The vessels on /export: each one's switch (sell its upcoming trips on the channel), how many of
 * them are on it, its cabin types and the channel's room types they are sold as, and the last push.
 */
export function ExportVesselsSection({ onShowTrips }: { onShowTrips: (vessel: ExportVessel) => void }) {
  const { t } = useTranslation();
  const { showError } = useSnackbar();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('name');
  const [order, setOrder] = useState<1 | -1>(1);
  const list = useExportVessels({ page, size, search: search.trim(), sort, order });
  const toggle = useSetVesselOnChannel();
  const onSort = (field: Sort, next: 1 | -1) => {
    setSort(field);
    setOrder(next);
    setPage(0);
  };
  return (
    <section aria-labelledby="export-vessels-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Typography id="export-vessels-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('vesselExport.vessels')}
        </Typography>
        <TextField
          size="small"
          label={t('vesselExport.searchVessels')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
      </Stack>
      {list.isError && <LoadErrorAlert error={list.error} onRetry={() => list.refetch()} />}
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <TableContainer>
          <Table size="small" aria-labelledby="export-vessels-title">
            <TableHead>
              <TableRow>
                <SortHeader field="name" sort={sort} order={order} onSort={onSort}>
                  {t('vesselExport.col.vessel')}
                </SortHeader>
                <SortHeader field="onChannel" sort={sort} order={order} onSort={onSort}>
                  {t('vesselExport.col.onChannel')}
                </SortHeader>
                <SortHeader field="trips" sort={sort} order={order} onSort={onSort}>
                  {t('vesselExport.col.trips')}
                </SortHeader>
                <TableCell>{t('vesselExport.col.cabinTypes')}</TableCell>
                <TableCell>{t('vesselExport.col.lastPush')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{t('vesselExport.noVessels')}</TableCell>
                </TableRow>
              )}
              {list.data?.data.map((vessel) => (
                <TableRow key={vessel.id} data-testid={`export-vessel-${vessel.name}`}>
                  <TableCell>{vessel.name}</TableCell>
                  <TableCell>
                    <Switch
                      checked={vessel.onChannel}
                      disabled={toggle.isPending}
                      slotProps={{
                        input: { 'aria-label': t('vesselExport.sellVessel', { name: vessel.name }) },
                      }}
                      onChange={(_, onChannel) =>
                        toggle.mutate({ id: vessel.id, onChannel }, { onError: showError })
                      }
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t('vesselExport.tripsOnChannel', {
                      on: vessel.tripsOnChannel,
                      count: vessel.upcomingTrips,
                    })}
                    <div>
                      <Button size="small" onClick={() => onShowTrips(vessel)}>
                        {t('vesselExport.showTrips')}
                      </Button>
                    </div>
                  </TableCell>
                  <TableCell sx={{ minWidth: 220 }}>
                    <CabinTypes vessel={vessel} />
                  </TableCell>
                  <TableCell>
                    <LastPush push={vessel.lastPush} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerPager
          total={list.data?.total}
          page={page}
          size={size}
          onPage={setPage}
          onSize={setSize}
          label={t('vesselExport.perPage')}
        />
      </Paper>
    </section>
  );
}
