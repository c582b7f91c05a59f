import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import {
  DATE_FORMATS,
  formatDate,
  hasAnyScope,
  isDueForService,
  posTillResource,
  productResource,
  RENTAL_RENT_SCOPES,
  RENTAL_RETURN_SCOPES,
  type RentalItemState,
  rentalItemResource,
} from '@seaberth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { operatorToday } from '../../app/clock.ts';
import { LoadErrorAlert } from '../../app/load-error-alert.tsx';
import { PageHeading } from '../../app/page-heading.tsx';
import { useSession } from '../../app/session-context.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import { RentDialog, type RentDialogItem } from './rent-dialog.tsx';
import { useRentalsOut, useReturnRental } from './rental-api.ts';

const STATE_COLOR = { available: 'success', rented: 'info', service: 'warning', retired: 'default' } as const;

/**
 * /product/rental — the rental counter's gear: each numbered item with its size, state and next
 * service date (a warning when due), who has it out, and renting or taking it back from the row.
 */
export function RentalGearPage() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const { showError, showSuccess } = useSnackbar();
  const canRent = hasAnyScope(principal, RENTAL_RENT_SCOPES);
  const canReturn = hasAnyScope(principal, RENTAL_RETURN_SCOPES);
  const canEdit = hasAnyScope(principal, ['product.update']);
  const today = operatorToday();
  const [product, setProduct] = useState('');
  const [search, setSearch] = useState('');
  const [renting, setRenting] = useState<RentDialogItem | null>(null);
  const items = useResourceList(rentalItemResource, {
    ...ALL_ROWS,
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(product ? { filter: { product } } : {}),
  });
  const products = useResourceList(productResource, ALL_ROWS);
  const tills = useResourceList(posTillResource, ALL_ROWS, canRent);
  const out = useRentalsOut(today);
  const giveBack = useReturnRental();
  const gear = (products.data?.data ?? []).filter((p) => p.stockType === 'ReusableGood');
  const productName = new Map((products.data?.data ?? []).map((p) => [p.id, p.name]));
  const openRental = new Map((out.data ?? []).filter((r) => !r.returnedAt).map((r) => [r.item, r]));
  const rows = items.data?.data ?? [];

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeading
        title={t('routes.rentalGear')}
        subtitle={t('rental.intro')}
        actions={
          canEdit && (
            <Button variant="contained" component={RouterLink} to="/product/rentalitem/create">
              {t('rental.newItem')}
            </Button>
          )
        }
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('rental.product')}
          value={product}
          onChange={(e) => setProduct(e.target.value)}
          // The theme makes fields full width: two filters side by side, not two rows of page width.
          sx={{ width: { xs: '100%', sm: 260 } }}
        >
          <MenuItem value="">{t('rental.allProducts')}</MenuItem>
          {gear.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('rental.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
      </Stack>
      {items.isError && <LoadErrorAlert error={items.error} onRetry={() => void items.refetch()} />}
      <Paper variant="outlined">
        {items.isFetching && <LinearProgress aria-label={t('rental.loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t('routes.rentalGear')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('rental.product')}</TableCell>
                <TableCell>{t('resources.rentalitem.fields.number')}</TableCell>
                <TableCell>{t('resources.rentalitem.fields.size')}</TableCell>
                <TableCell>{t('resources.rentalitem.fields.state')}</TableCell>
                <TableCell>{t('resources.rentalitem.fields.nextService')}</TableCell>
                <TableCell>{t('rental.outWith')}</TableCell>
                <TableCell aria-label={t('rental.actions')} />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && !items.isFetching && (
                <TableRow>
                  <TableCell colSpan={7}>{t('rental.empty')}</TableCell>
                </TableRow>
              )}
              {rows.map((item) => {
                const state = item.state as RentalItemState;
                const due =
                  state !== 'rented' && isDueForService({ state, nextService: item.nextService }, today);
                const rental = openRental.get(item.id);
                const label = `${productName.get(item.product) ?? ''} ${item.number}`.trim();
                return (
                  <TableRow key={item.id} data-testid={`rental-item-${item.number}`}>
                    <TableCell>{productName.get(item.product) ?? ''}</TableCell>
                    <TableCell>{item.number}</TableCell>
                    <TableCell>{item.size}</TableCell>
                    <TableCell>
                      <Chip size="small" color={STATE_COLOR[state]} label={t(`rental.states.${state}`)} />
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{formatDate(item.nextService, DATE_FORMATS.default)}</span>
                        {due && state === 'available' && (
                          <Chip
                            size="small"
                            color="warning"
                            icon={<WarningAmberIcon />}
                            label={t('rental.serviceDue')}
                          />
                        )}
                      </Stack>
                    </TableCell>
                    <TableCell>
                      {rental &&
                        t('rental.since', {
                          guest: rental.customerName,
                          room: rental.roomName,
                          from: formatDate(rental.from, DATE_FORMATS.default),
                        })}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {canRent && state === 'available' && !due && (
                        <Button size="small" onClick={() => setRenting({ id: item.id, label })}>
                          {t('rental.rent.button')}
                        </Button>
                      )}
                      {canReturn && rental && (
                        <Button
                          size="small"
                          disabled={giveBack.isPending}
                          aria-label={t('rental.return.label', { item: label })}
                          onClick={() =>
                            giveBack.mutate(rental.id, {
                              onSuccess: () => showSuccess(t('rental.return.done', { item: label })),
                              onError: showError,
                            })
                          }
                        >
                          {t('rental.return.button')}
                        </Button>
                      )}
                      {canEdit && (
                        <Button size="small" component={RouterLink} to={`/product/rentalitem/${item.id}`}>
                          {t('rental.edit')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {renting && (
        <RentDialog
          item={renting}
          tills={(tills.data?.data ?? []).filter((x) => x.isActive)}
          onClose={() => setRenting(null)}
          onDone={() => {
            showSuccess(t('rental.rent.done', { item: renting.label }));
            setRenting(null);
          }}
        />
      )}
    </Box>
  );
}
