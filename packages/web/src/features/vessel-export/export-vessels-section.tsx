import type { ChannelPush, EXPORT_VESSEL_SORTS, ExportVessel } from '@seaberth/domain';
import {
  Button,
  Chip,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../app/format-dates.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ListSection, useServerList } from './list-section.tsx';
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
  const state = useServerList<Sort>('name');
  const { sort, order } = state.query;
  const onSort = state.onSort;
  const list = useExportVessels(state.query);
  const toggle = useSetVesselOnChannel();
  return (
    <ListSection
      id="export-vessels-title"
      title={t('vesselExport.vessels')}
      searchLabel={t('vesselExport.searchVessels')}
      list={list}
      state={state}
    >
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
    </ListSection>
  );
}
