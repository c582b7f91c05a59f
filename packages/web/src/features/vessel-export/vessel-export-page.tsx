import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../app/page-heading.tsx';
import { ExportTripsSection } from './export-trips-section.tsx';
import { ExportVesselsSection } from './export-vessels-section.tsx';

/**
 * /export (admin or vessel.update, feature vessel): the channel manager's view of vessels. Which
 * vessels and trips are sold on the channel, what each trip has left per cabin type and from what
 * price, and what the channel last heard for each vessel.
 */
export function VesselExportPage() {
  const { t } = useTranslation();
  const [vessel, setVessel] = useState<{ id: string; name: string } | null>(null);
  return (
    <Box>
      <PageHeading title={t('vesselExport.title')} subtitle={t('vesselExport.intro')} />
      <ExportVesselsSection onShowTrips={(v) => setVessel({ id: v.id, name: v.name })} />
      <ExportTripsSection vessel={vessel} onClearVessel={() => setVessel(null)} />
    </Box>
  );
}
