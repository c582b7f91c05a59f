import { scheduleResource } from '@seaberth/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import { Button, Stack } from '@mui/material';
import { PageHeading } from '../../app/page-heading.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../resources/resource-list.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { useResourcePermissions } from '../../resources/use-resource-permissions.ts';
import { CalendarFeedDialog } from './calendar-feed-dialog.tsx';
import { CopySeasonDialog } from './copy-season-dialog.tsx';

/** Where a departure is edited: under its tour, so the way back leads to the tour. */
export function scheduleEditPath(row: ResourceRow): string {
  return `/tour/${String(row.tour)}/schedules/${row.id}`;
}

/** /schedule — every departure, server-paged, filtered by vessel, tour and status, by date. */
export function ScheduleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = useResourcePermissions(scheduleResource);
  const [dialog, setDialog] = useState<'copy' | 'feed' | null>(null);
  return (
    <>
      {/* Season-wide actions sit by the title: the list's own toolbar is full with its filters. */}
      <PageHeading
        title={t('tours.schedule.title')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<RssFeedIcon />} onClick={() => setDialog('feed')}>
              {t('tours.feed.button')}
            </Button>
            {permissions.canCreate && (
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setDialog('copy')}>
                {t('tours.copy.button')}
              </Button>
            )}
          </Stack>
        }
      />
      <ResourceList
        definition={scheduleResource}
        hideTitle
        intro={t('tours.schedule.listIntro')}
        createPath="/schedules/create"
        editPath={(id, row) => (row ? scheduleEditPath(row) : `/schedule/${id}`)}
        onOpenRow={(row) => navigate(`/schedule/${row.id}`)}
      />
      {dialog === 'copy' && <CopySeasonDialog onClose={() => setDialog(null)} />}
      {dialog === 'feed' && <CalendarFeedDialog onClose={() => setDialog(null)} />}
    </>
  );
}
