import {
  bookingCategoryResource,
  bookingSourceResource,
  dayEventResource,
  dayGuestResource,
  type ResourceDefinition,
} from '@seaberth/domain';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import { resourceTitle } from '../../resources/use-resource-text.ts';

const TABS: { key: string; definition: ResourceDefinition }[] = [
  { key: 'sources', definition: bookingSourceResource },
  { key: 'categories', definition: bookingCategoryResource },
  { key: 'events', definition: dayEventResource },
  { key: 'guests', definition: dayGuestResource },
];

/** /config/booking: the lists bookings are filed under, and the days the calendars mark. */
export function BookingSetupPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState(TABS[0]!.key);
  const current = TABS.find((entry) => entry.key === tab) ?? TABS[0]!;
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('bookingSetup.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, value) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((entry) => (
          <Tab key={entry.key} value={entry.key} label={resourceTitle(t, entry.definition)} />
        ))}
      </Tabs>
      <ResourceList
        key={current.key}
        definition={current.definition}
        hideTitle
        inlineForm
        intro={t(`bookingSetup.intro.${current.key}`)}
      />
    </Box>
  );
}
