import { roomResource } from '@seaberth/domain';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ResourceList } from '../../resources/resource-list.tsx';
import { WrappingToolbar } from '../../ui/wrapping-toolbar.tsx';
import { type RoomMode, useRoomModes } from './room-modes.ts';

/** /room/list — resort rooms or vessel cabins, filtered by resort or vessel in the toolbar. */
export function RoomListPage() {
  const { t } = useTranslation();
  const modes = useRoomModes();
  const [params, setParams] = useSearchParams();
  const requested = params.get('mode') as RoomMode | null;
  const mode: RoomMode = requested && modes.includes(requested) ? requested : modes[0]!;
  // Rooms and cabins differ by type and by which asset field is set; the other one stays empty.
  const fixedFilter = useMemo(
    () => (mode === 'resort' ? { type: 'Room', vessel: null } : { type: 'Cabin', resort: null }),
    [mode],
  );
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('assets.room.title')}
      </Typography>
      {modes.length > 1 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={mode}
          onChange={(_event, next: RoomMode | null) => next && setParams({ mode: next }, { replace: true })}
          aria-label={t('assets.room.mode')}
          sx={{ mb: 2 }}
        >
          <ToggleButton value="resort">{t('assets.room.resortRooms')}</ToggleButton>
          <ToggleButton value="vessel">{t('assets.room.vesselCabins')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <WrappingToolbar>
        <ResourceList
          key={mode}
          definition={roomResource}
          title={t(mode === 'resort' ? 'assets.room.resortRooms' : 'assets.room.vesselCabins')}
          intro={t(mode === 'resort' ? 'assets.room.listIntroResort' : 'assets.room.listIntroVessel')}
          hideTitle
          fixedFilter={fixedFilter}
          createPath={`/room/create?mode=${mode}`}
          editPath={(id) => `/room/${id}`}
        />
      </WrappingToolbar>
    </Box>
  );
}
