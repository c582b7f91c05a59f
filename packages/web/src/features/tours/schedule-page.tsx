import { Facts } from '../../app/facts.tsx';
import { scheduleResource, vesselListResource } from '@seaberth/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Box, Button, Chip, type ChipProps, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ConfirmDeleteDialog } from '../../resources/confirm-delete-dialog.tsx';
import { useDeleteResource } from '../../resources/use-resource.ts';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';
import { CabinTiles } from './cabin-tiles.tsx';
import { PrintListDialog } from './print-list-dialog.tsx';
import { scheduleEditPath } from './schedule-list-page.tsx';
import { dayWithWeekday, longDay } from './trip-dates.ts';
import { type ScheduleInfo, useScheduleInfo } from './use-schedule-info.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { TripBookingButtons, TripBookingSections, type TripSummary } from '../wizard/index.ts';

const STATUS_COLORS: Record<string, ChipProps['color']> = {
  planned: 'default',
  open: 'success',
  full: 'warning',
  cancelled: 'error',
};

/** /schedule/:schedule — one departure: dates, dive plan, and every cabin's state on the trip. */
export function SchedulePage() {
  const { schedule: id } = useParams();
  const { t } = useTranslation();
  const info = useScheduleInfo(id);
  const back = (
    <Button component={RouterLink} to="/schedule" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {t('tours.schedule.title')}
    </Button>
  );
  if (info.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('resources.common.loading')} />
      </Box>
    );
  }
  if (info.isError) {
    return (
      <Box>
        {back}
        <LoadErrorAlert error={info.error} onRetry={() => info.refetch()} />
      </Box>
    );
  }
  return (
    <Box sx={{ maxWidth: 1400 }}>
      {back}
      <TripView info={info.data} />
    </Box>
  );
}

function TripView({ info }: { info: ScheduleInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showError, showSuccess } = useSnackbar();
  const permissions = useResourcePermissions(scheduleResource);
  const canPrint = useResourcePermissions(vesselListResource).canRead;
  const remove = useDeleteResource(scheduleResource);
  const [dialog, setDialog] = useState<'delete' | 'print' | null>(null);
  const { schedule } = info;
  const tourName = info.tour ? String(info.tour.name) : t('tours.trip.noTour');
  const title = `${tourName} · ${info.vesselName}`;
  const dates = `${dayWithWeekday(schedule.from)} – ${dayWithWeekday(schedule.to)}`;
  const trip: TripSummary = { ...schedule, tourName, vesselName: info.vesselName };

  const facts: [string, string][] = [
    [t('tours.trip.embark'), longDay(schedule.from)],
    [t('tours.trip.disembark'), longDay(schedule.to)],
    [t('tours.trip.nights'), String(info.nights)],
    [
      t('tours.trip.diveDays'),
      schedule.diveDays === null
        ? t('tours.trip.diveDaysDerived', { count: info.diveDays })
        : String(info.diveDays),
    ],
    [t('tours.trip.divesPerDay'), String(info.divesPerDay)],
    [t('tours.trip.cabinCount'), String(info.cabins)],
  ];

  return (
    <>
      <PageHeading
        title={title}
        subtitle={dates}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<CalendarMonthOutlinedIcon />}
              component={RouterLink}
              to={`/booking/calendar?vessel=${schedule.vessel}&month=${schedule.from.slice(0, 7)}`}
            >
              {t('tours.trip.showOnCalendar')}
            </Button>
            {canPrint && (
              <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => setDialog('print')}>
                {t('tours.trip.print')}
              </Button>
            )}
            <TripBookingButtons trip={trip} />
            {permissions.canDelete && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setDialog('delete')}
              >
                {t('resources.common.delete')}
              </Button>
            )}
            {permissions.canUpdate && (
              <Button
                variant="contained"
                startIcon={<EditOutlinedIcon />}
                component={RouterLink}
                to={scheduleEditPath(schedule)}
              >
                {t('resources.common.edit')}
              </Button>
            )}
          </Stack>
        }
      />
      <Stack spacing={2}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="trip-facts"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography id="trip-facts" variant="h4" component="h2">
              {t('tours.trip.facts')}
            </Typography>
            <Chip
              size="small"
              label={t(`resources.options.status.${schedule.status}`, { defaultValue: schedule.status })}
              color={(schedule.status && STATUS_COLORS[schedule.status]) || 'default'}
            />
          </Stack>
          <Facts facts={facts} columns={6} />
          {schedule.note && (
            <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
              {schedule.note}
            </Typography>
          )}
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="trip-cabins"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id="trip-cabins" variant="h4" component="h2" sx={{ mb: 0.5 }}>
            {t('tours.trip.cabins')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('tours.trip.cabinsIntro')}
          </Typography>
          <CabinTiles vesselId={schedule.vessel} from={schedule.from} to={schedule.to} />
        </Paper>
        <TripBookingSections trip={trip} />
      </Stack>
      {dialog === 'print' && (
        <PrintListDialog
          scheduleId={schedule.id}
          vesselId={schedule.vessel}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDeleteDialog
        title={dialog === 'delete' ? `${title}, ${dates}` : null}
        kind={t('tours.schedule.one')}
        pending={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(schedule.id, {
            onSuccess: () => {
              showSuccess(t('resources.common.deleted', { name: `${title}, ${dates}` }));
              navigate('/schedule', { replace: true });
            },
            onError: (error) => {
              setDialog(null);
              showError(error);
            },
          })
        }
      />
    </>
  );
}
