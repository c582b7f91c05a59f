import {
  airlineResource,
  airportResource,
  countryResource,
  currencyResource,
  destinationResource,
  portResource,
  type ResourceDefinition,
} from '@seaberth/domain';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeading } from '../../app/page-heading.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import { resourceTitle } from '../../resources/use-resource-text.ts';

/** The kinds of /geo/:kind in tab order; currencies sit here because they are master data too. */
export const GEO_KINDS = {
  destination: destinationResource,
  port: portResource,
  airport: airportResource,
  airline: airlineResource,
  country: countryResource,
  currency: currencyResource,
} satisfies Record<string, ResourceDefinition>;
export type GeoKind = keyof typeof GEO_KINDS;

function isGeoKind(kind: string | undefined): kind is GeoKind {
  return kind !== undefined && Object.hasOwn(GEO_KINDS, kind);
}

/** /geo/:kind — destinations, ports, airports, airlines, countries and currencies as tabs. */
export function GeoPage() {
  const { kind } = useParams();
  const { t } = useTranslation();
  if (!isGeoKind(kind)) return <Navigate to="/geo/destination" replace />;
  return (
    <Box>
      {/* The drawer's name for this page (routes.geo.overview), so both say the same. */}
      <PageHeading title={t('routes.geo.overview')} />
      <Tabs
        value={kind}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {(Object.keys(GEO_KINDS) as GeoKind[]).map((value) => (
          <Tab
            key={value}
            value={value}
            label={resourceTitle(t, GEO_KINDS[value])}
            component={RouterLink}
            to={`/geo/${value}`}
          />
        ))}
      </Tabs>
      {/* Keyed by kind: search, filters and paging belong to one list, not carried across tabs. */}
      <ResourceList key={kind} definition={GEO_KINDS[kind]} hideTitle inlineForm />
    </Box>
  );
}
