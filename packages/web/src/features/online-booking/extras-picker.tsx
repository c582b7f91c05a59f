import type { Money } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Alert, Box, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBookingMoney } from './booking-money.ts';
import { type PlaceQuery, useOnlineAddons, useOnlineProducts } from './online-api.ts';

/** The schema allows up to 100 of one extra. */
const MAX_QUANTITY = 100;

export interface ExtrasPickerProps {
  place: PlaceQuery;
  asset: string;
  addons: Record<string, number>;
  products: Record<string, number>;
  onAddons: (value: Record<string, number>) => void;
  onProducts: (value: Record<string, number>) => void;
}

/** Add-ons of the trip or stay and products of the vessel or resort, each with how many. */
export function ExtrasPicker({ place, asset, addons, products, onAddons, onProducts }: ExtrasPickerProps) {
  const { t } = useTranslation();
  const addonList = useOnlineAddons(place);
  const productList = useOnlineProducts(asset);
  if (addonList.isPending || productList.isPending) return <Skeleton variant="rounded" height={96} />;
  if (addonList.isError || productList.isError)
    return <Alert severity="error">{t('onlineBooking.common.loadFailed')}</Alert>;
  const none = addonList.data.length === 0 && productList.data.length === 0;
  if (none)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('onlineBooking.extras.none')}
      </Typography>
    );
  return (
    <Stack spacing={2}>
      {addonList.data.length > 0 && (
        <Box component="section" aria-label={t('onlineBooking.extras.addons')}>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            {t('onlineBooking.extras.addons')}
          </Typography>
          <Stack spacing={1} divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
            {addonList.data.map((addon) => (
              <ExtraRow
                key={addon.id}
                name={addon.name}
                description={addon.description}
                price={addon.price}
                per={t(`onlineBooking.extras.per.${addon.per}`)}
                quantity={addons[addon.id] ?? 0}
                onQuantity={(quantity) => onAddons({ ...addons, [addon.id]: quantity })}
              />
            ))}
          </Stack>
        </Box>
      )}
      {productList.data.length > 0 && (
        <Box component="section" aria-label={t('onlineBooking.extras.products')}>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            {t('onlineBooking.extras.products')}
          </Typography>
          <Stack spacing={1} divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
            {productList.data.map((product) => (
              <ExtraRow
                key={product.id}
                name={product.name}
                description={product.description}
                price={product.price}
                per={t(`onlineBooking.extras.per.${product.per}`)}
                quantity={products[product.id] ?? 0}
                onQuantity={(quantity) => onProducts({ ...products, [product.id]: quantity })}
              />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

interface ExtraRowProps {
  name: string;
  description: string;
  price: Money;
  per: string;
  quantity: number;
  onQuantity: (quantity: number) => void;
}

function ExtraRow({ name, description, price, per, quantity, onQuantity }: ExtraRowProps) {
  const { t } = useTranslation();
  const money = useBookingMoney();
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, pt: 1 }}
      data-testid={`extra-${name}`}
    >
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {description}
          </Typography>
        )}
        <Typography variant="body2">
          {money.format(price)} {per}
        </Typography>
      </Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center' }}
        role="group"
        aria-label={t('onlineBooking.extras.quantityOf', { name })}
      >
        <IconButton
          aria-label={t('onlineBooking.extras.less', { name })}
          disabled={quantity <= 0}
          onClick={() => onQuantity(quantity - 1)}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          sx={{ minWidth: 28, textAlign: 'center' }}
          aria-live="polite"
          data-testid={`quantity-${name}`}
        >
          {quantity}
        </Typography>
        <IconButton
          aria-label={t('onlineBooking.extras.more', { name })}
          disabled={quantity >= MAX_QUANTITY}
          onClick={() => onQuantity(quantity + 1)}
        >
          <AddIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
