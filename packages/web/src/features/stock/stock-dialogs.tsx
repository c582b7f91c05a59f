import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { productResource, stockLocationResource, supplierResource } from '@seaberth/domain';
import { Autocomplete, Button, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { operatorToday } from '../../app/clock.ts';
import { DateField } from '../../app/date-field.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import { useReceiveGoods, useStartInventory, useStockUsed, useTransfer } from './stock-api.ts';

export interface StockProduct {
  id: string;
  name: string;
  barcode: string;
  unit: string;
}

/** The products that keep stock, and the active locations, for the dialogs' pickers. */
export function useStockChoices() {
  const products = useResourceList(productResource, ALL_ROWS);
  const locations = useResourceList(stockLocationResource, ALL_ROWS);
  return {
    products: (products.data?.data ?? [])
      .filter((p) => p.trackStock)
      .map((p) => ({
        id: p.id,
        name: String(p.name),
        barcode: String(p.barcode ?? ''),
        unit: String(p.unit),
      })),
    locations: (locations.data?.data ?? [])
      .filter((l) => l.isActive)
      .map((l) => ({ id: l.id, name: String(l.name) })),
  };
}

/** A quantity as typed: a comma counts as the decimal point; NaN while it is not a number. */
export const parseQuantity = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));

/** Picks a product by name or by its scanned barcode (a scanner types the code and Enter). */
export function ProductPicker({
  products,
  value,
  onChange,
  label,
}: {
  products: StockProduct[];
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
}) {
  return (
    <Autocomplete
      options={products}
      // A scanner types the code and Enter: the match is highlighted, Enter takes it.
      autoHighlight
      value={products.find((p) => p.id === value) ?? null}
      getOptionLabel={(p) => p.name}
      filterOptions={(options, { inputValue }) => {
        const typed = inputValue.trim().toLowerCase();
        return options.filter((p) => p.name.toLowerCase().includes(typed) || (typed && p.barcode === typed));
      }}
      onChange={(_event, product) => onChange(product?.id ?? null)}
      renderInput={(params) => <TextField {...params} label={label} required />}
      sx={{ flex: 2, minWidth: 200 }}
    />
  );
}

export function LocationSelect({
  locations,
  value,
  onChange,
  label,
}: {
  locations: { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
  label: string;
}) {
  return (
    <TextField select required label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {locations.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const quantityInput = { htmlInput: { inputMode: 'decimal' as const } };

/** Stock taken out for the house: a broken bottle, ice for the boats. */
export function StockUsedDialog({
  initial,
  onClose,
}: {
  initial?: { product?: string; location?: string | null };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const choices = useStockChoices();
  const used = useStockUsed();
  const [product, setProduct] = useState<string | null>(initial?.product ?? null);
  const [location, setLocation] = useState(initial?.location ?? '');
  const [quantity, setQuantity] = useState('1');
  const [reason, setReason] = useState('');
  const amount = parseQuantity(quantity);
  const valid = Boolean(product && location) && amount > 0;
  return (
    <ActionDialog
      title={t('stock.used.title')}
      submitLabel={t('stock.used.submit')}
      pending={used.isPending}
      submitDisabled={!valid}
      error={used.error ? { text: describeError(used.error, t) } : null}
      onClose={onClose}
      onSubmit={() =>
        used.mutate(
          { product: product!, location, quantity: amount, reason },
          {
            onSuccess: () => {
              showSuccess(t('stock.used.done'));
              onClose();
            },
          },
        )
      }
      testId="stock-used"
    >
      <ProductPicker
        products={choices.products}
        value={product}
        onChange={setProduct}
        label={t('stock.fields.product')}
      />
      <LocationSelect
        locations={choices.locations}
        value={location}
        onChange={setLocation}
        label={t('stock.fields.location')}
      />
      <TextField
        label={t('stock.fields.quantity')}
        value={quantity}
        required
        error={quantity !== '' && !(amount > 0)}
        onChange={(event) => setQuantity(event.target.value)}
        slotProps={quantityInput}
      />
      <TextField
        label={t('stock.fields.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ActionDialog>
  );
}

/** Goods moved between two locations: the store room restocks the bar. */
export function TransferDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const choices = useStockChoices();
  const transfer = useTransfer();
  const [product, setProduct] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const amount = parseQuantity(quantity);
  const valid = Boolean(product && from && to && from !== to) && amount > 0;
  return (
    <ActionDialog
      title={t('stock.transfer.title')}
      submitLabel={t('stock.transfer.submit')}
      pending={transfer.isPending}
      submitDisabled={!valid}
      error={transfer.error ? { text: describeError(transfer.error, t) } : null}
      onClose={onClose}
      onSubmit={() =>
        transfer.mutate(
          { product: product!, from, to, quantity: amount, reason },
          {
            onSuccess: () => {
              showSuccess(t('stock.transfer.done'));
              onClose();
            },
          },
        )
      }
      testId="stock-transfer"
    >
      <ProductPicker
        products={choices.products}
        value={product}
        onChange={setProduct}
        label={t('stock.fields.product')}
      />
      <LocationSelect
        locations={choices.locations}
        value={from}
        onChange={setFrom}
        label={t('stock.transfer.from')}
      />
      <LocationSelect
        locations={choices.locations}
        value={to}
        onChange={setTo}
        label={t('stock.transfer.to')}
      />
      <TextField
        label={t('stock.fields.quantity')}
        value={quantity}
        required
        error={quantity !== '' && !(amount > 0)}
        onChange={(event) => setQuantity(event.target.value)}
        slotProps={quantityInput}
      />
      <TextField
        label={t('stock.fields.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ActionDialog>
  );
}

interface DeliveryLine {
  key: number;
  product: string | null;
  quantity: string;
}

/** Goods received from a supplier: the delivery note and its lines, into one location. */
export function GoodsReceivedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess } = useSnackbar();
  const choices = useStockChoices();
  const suppliers = useResourceList(supplierResource, ALL_ROWS);
  const receive = useReceiveGoods();
  const [supplier, setSupplier] = useState('');
  const [location, setLocation] = useState('');
  const [date, setDate] = useState(() => operatorToday());
  const [reference, setReference] = useState('');
  const [lines, setLines] = useState<DeliveryLine[]>([{ key: 0, product: null, quantity: '' }]);
  const change = (key: number, patch: Partial<DeliveryLine>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const filled = lines.filter((l) => l.product || l.quantity);
  const valid =
    Boolean(supplier && location && date) &&
    filled.length > 0 &&
    filled.every((l) => l.product && parseQuantity(l.quantity) > 0);
  return (
    <ActionDialog
      title={t('stock.received.title')}
      submitLabel={t('stock.received.submit')}
      pending={receive.isPending}
      submitDisabled={!valid}
      maxWidth="md"
      error={receive.error ? { text: describeError(receive.error, t) } : null}
      onClose={onClose}
      onSubmit={() =>
        receive.mutate(
          {
            supplier,
            location,
            date,
            reference,
            lines: filled.map((l) => ({ product: l.product!, quantity: parseQuantity(l.quantity) })),
          },
          {
            onSuccess: () => {
              showSuccess(t('stock.received.done'));
              onClose();
            },
          },
        )
      }
      testId="goods-received"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          required
          label={t('stock.fields.supplier')}
          value={supplier}
          onChange={(event) => setSupplier(event.target.value)}
          sx={{ flex: 1 }}
        >
          {(suppliers.data?.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {String(s.name)}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ flex: 1 }}>
          <LocationSelect
            locations={choices.locations}
            value={location}
            onChange={setLocation}
            label={t('stock.fields.location')}
          />
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack sx={{ flex: 1 }}>
          <DateField label={t('stock.fields.date')} value={date} onChange={setDate} />
        </Stack>
        <TextField
          label={t('stock.fields.deliveryNote')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          sx={{ flex: 1 }}
        />
      </Stack>
      {lines.map((line, index) => (
        <Stack key={line.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ProductPicker
            products={choices.products}
            value={line.product}
            onChange={(product) => change(line.key, { product })}
            label={t('stock.received.line', { n: index + 1 })}
          />
          <TextField
            label={t('stock.fields.quantity')}
            value={line.quantity}
            onChange={(event) => change(line.key, { quantity: event.target.value })}
            slotProps={quantityInput}
            sx={{ flex: 1, minWidth: 90 }}
          />
          <IconButton
            aria-label={t('stock.received.removeLine', { n: index + 1 })}
            disabled={lines.length === 1}
            onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() =>
          setLines((all) => [
            ...all,
            { key: Math.max(...all.map((l) => l.key)) + 1, product: null, quantity: '' },
          ])
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('stock.received.addLine')}
      </Button>
    </ActionDialog>
  );
}

/** Starts the count of a location; the count opens at once. */
export function StartInventoryDialog({
  onClose,
  onStarted,
}: {
  onClose: () => void;
  onStarted: (id: string) => void;
}) {
  const { t } = useTranslation();
  const choices = useStockChoices();
  const start = useStartInventory();
  const [location, setLocation] = useState('');
  const [note, setNote] = useState('');
  return (
    <ActionDialog
      title={t('stock.inventory.startTitle')}
      submitLabel={t('stock.inventory.start')}
      pending={start.isPending}
      submitDisabled={!location}
      error={start.error ? { text: describeError(start.error, t) } : null}
      onClose={onClose}
      onSubmit={() => start.mutate({ location, note }, { onSuccess: (detail) => onStarted(detail.id) })}
      testId="start-inventory"
    >
      {t('stock.inventory.startText')}
      <LocationSelect
        locations={choices.locations}
        value={location}
        onChange={setLocation}
        label={t('stock.fields.location')}
      />
      <TextField
        label={t('stock.fields.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </ActionDialog>
  );
}
