import type { OnlineAsset } from '@seaberth/domain';
import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Skeleton,
  Typography,
} from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingSetup, useCatalogView, widgetAssets } from './booking-setup.ts';
import { useOnlineAssets } from './online-api.ts';

export interface AssetChooserProps {
  kind: 'vessel' | 'resort';
  value: string | null;
  onChange: (asset: OnlineAsset) => void;
}

/** The vessels or resorts bookable online (as far as the widget allows); one alone is taken at once. */
export function AssetChooser({ kind, value, onChange }: AssetChooserProps) {
  const { t } = useTranslation();
  const { widget } = useBookingSetup();
  const assets = useOnlineAssets(useCatalogView().lang);
  const list = useMemo(
    () =>
      widgetAssets(
        (assets.data ?? []).filter((asset) => asset.kind === kind),
        widget,
      ),
    [assets.data, kind, widget],
  );
  const only = list.length === 1 ? list[0] : null;

  useEffect(() => {
    if (only && value !== only.id) onChange(only);
  }, [only, value, onChange]);

  if (assets.isPending) return <Skeleton variant="rounded" height={96} />;
  if (assets.isError) return <Alert severity="error">{t('onlineBooking.common.loadFailed')}</Alert>;
  if (list.length === 0) return <Alert severity="info">{t(`onlineBooking.asset.none.${kind}`)}</Alert>;
  if (only) return null;

  return (
    <Box
      role="list"
      aria-label={t(`onlineBooking.asset.choose.${kind}`)}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {list.map((asset) => {
        const selected = asset.id === value;
        return (
          <Card
            key={asset.id}
            role="listitem"
            sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
          >
            <CardActionArea onClick={() => onChange(asset)} aria-pressed={selected} aria-label={asset.name}>
              {asset.imageUrl && <CardMedia component="img" height="120" image={asset.imageUrl} alt="" />}
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {asset.name}
                </Typography>
                {asset.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {asset.description}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
