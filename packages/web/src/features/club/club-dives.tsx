import { Stack, Typography } from '@mui/material';
import { formatDate } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { downloadLogbook, useClubDives } from './club-api.ts';
import { ClubList, ClubRow } from './club-list.tsx';
import { DownloadButton } from './download-button.tsx';

/** The member's dive log: each dive, the deepest, and the whole log as UDDF for their own logbook app. */
export function ClubDives() {
  const { t } = useTranslation();
  const dives = useClubDives(true);
  const deepest = Math.max(0, ...(dives.data ?? []).map((dive) => dive.depth ?? 0));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ flexGrow: 1 }}>
          {dives.data && t('club.dives.summary', { count: dives.data.length, depth: deepest })}
        </Typography>
        <DownloadButton download={downloadLogbook}>{t('club.dives.uddf')}</DownloadButton>
      </Stack>
      <ClubList query={dives} empty={t('club.dives.empty')}>
        {(dive) => (
          <ClubRow
            key={dive.id}
            testId="club-dive"
            title={dive.site || dive.kind}
            detail={[
              formatDate(dive.date),
              [dive.start, dive.end].filter(Boolean).join('–'),
              dive.kind,
              dive.depth !== null ? t('club.dives.depth', { depth: dive.depth }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        )}
      </ClubList>
    </Stack>
  );
}
