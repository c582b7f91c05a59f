import { DATE_FORMATS, formatDate, type InventoryLine } from '@seaberth/domain';
import {
  Alert,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../app/action-dialog.tsx';
import { describeError } from '../../app/describe-error.ts';
import { useSnackbar } from '../../app/snackbar.tsx';
import { useCloseInventory, useCountLine, useDeleteInventory, useInventory } from './stock-api.ts';
import { parseQuantity } from './stock-dialogs.tsx';

/** A counted number, saved when the field loses focus or on Enter, if it changed. */
function CountCell({
  line,
  disabled,
  onSave,
}: {
  line: InventoryLine;
  disabled: boolean;
  onSave: (counted: number | null) => void;
}) {
  const { t } = useTranslation();
  const value = line.counted === null ? '' : String(line.counted);
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const number = parseQuantity(text);
  const valid = text.trim() === '' || number >= 0;
  const commit = () => {
    if (text === value || !valid) return;
    onSave(text.trim() === '' ? null : number);
  };
  return (
    <TextField
      size="small"
      value={text}
      disabled={disabled}
      error={!valid}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      slotProps={{
        htmlInput: {
          'aria-label': t('stock.inventory.countOf', { product: line.productName }),
          inputMode: 'decimal',
        },
      }}
      // Large enough for a finger on a tablet.
      sx={{ width: 110, '& input': { fontSize: '1.1rem', py: 1.25 } }}
    />
  );
}

function ReasonCell({
  line,
  disabled,
  onSave,
}: {
  line: InventoryLine;
  disabled: boolean;
  onSave: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(line.reason);
  return (
    <TextField
      size="small"
      value={text}
      disabled={disabled}
      placeholder={t('stock.fields.reason')}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => text !== line.reason && onSave(text)}
      slotProps={{
        htmlInput: { 'aria-label': t('stock.inventory.reasonOf', { product: line.productName }) },
      }}
      sx={{ minWidth: 140 }}
    />
  );
}

/**
 * An inventory counted on a tablet: a line per product with what the stock expects, the number on
 * the shelf typed in (saved line by line, so two people can count one bar), the difference and its
 * reason. Closing books the differences; a closed inventory is shown, never changed.
 */
export function InventoryCountDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { showSuccess, showError } = useSnackbar();
  const inventory = useInventory(id);
  const count = useCountLine(id);
  const close = useCloseInventory(id);
  const remove = useDeleteInventory(id);
  const [reason, setReason] = useState('');
  const detail = inventory.data;
  const open = detail?.state === 'open';
  const lines = detail?.lines ?? [];
  const uncounted = lines.filter((l) => l.counted === null).length;
  const save = (line: InventoryLine, change: { counted?: number | null; reason?: string }) =>
    count.mutate(
      { product: line.product, counted: line.counted, reason: line.reason, ...change },
      { onError: showError },
    );
  const title = detail
    ? t('stock.inventory.title', {
        location: detail.locationName,
        date: formatDate(detail.date, DATE_FORMATS.default),
      })
    : t('stock.inventory.loading');
  return (
    <ActionDialog
      title={title}
      submitLabel={open ? t('stock.inventory.close') : t('stock.inventory.done')}
      pending={close.isPending || remove.isPending}
      submitDisabled={!detail}
      maxWidth="md"
      error={close.error ? { text: describeError(close.error, t) } : null}
      onClose={onClose}
      extraActions={
        open ? (
          <Button
            color="error"
            onClick={() => remove.mutate(undefined, { onSuccess: onClose, onError: showError })}
          >
            {t('stock.inventory.discard')}
          </Button>
        ) : undefined
      }
      onSubmit={() =>
        open
          ? close.mutate(
              { reason },
              {
                onSuccess: () => {
                  showSuccess(t('stock.inventory.closed'));
                  onClose();
                },
              },
            )
          : onClose()
      }
      testId="inventory-count"
    >
      {inventory.isFetching && <LinearProgress aria-label={t('stock.loading')} />}
      {detail && !open && (
        <Alert severity="info">{t('stock.inventory.closedText', { who: detail.closedBy || '–' })}</Alert>
      )}
      {open && uncounted > 0 && (
        <Alert severity="warning">{t('stock.inventory.uncounted', { count: uncounted })}</Alert>
      )}
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{t('stock.fields.product')}</TableCell>
            <TableCell align="right">{t('stock.inventory.expected')}</TableCell>
            <TableCell>{t('stock.inventory.counted')}</TableCell>
            <TableCell align="right">{t('stock.inventory.difference')}</TableCell>
            <TableCell>{t('stock.fields.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.product} data-testid={`line-${line.product}`}>
              <TableCell>
                {line.productName}
                {line.unit !== 'None' && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(`resources.options.unit.${line.unit}`)}
                    sx={{ ml: 1 }}
                  />
                )}
              </TableCell>
              <TableCell align="right">{line.expected}</TableCell>
              <TableCell>
                <CountCell line={line} disabled={!open} onSave={(counted) => save(line, { counted })} />
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  color: line.difference ? (line.difference < 0 ? 'error.main' : 'success.main') : undefined,
                }}
              >
                {line.difference === null
                  ? ''
                  : line.difference > 0
                    ? `+${line.difference}`
                    : line.difference}
              </TableCell>
              <TableCell>
                <ReasonCell line={line} disabled={!open} onSave={(text) => save(line, { reason: text })} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {open && (
        <Stack>
          <TextField
            label={t('stock.inventory.closeReason')}
            helperText={t('stock.inventory.closeReasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Stack>
      )}
    </ActionDialog>
  );
}
