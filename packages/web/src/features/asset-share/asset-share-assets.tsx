import type { AssetShareTotal } from '@seaberth/domain';
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/use-money.ts';

/** The chart's numbers: per resort and vessel of one currency what it earned, got and is owed. */
export function AssetShareAssets({ currency, assets }: { currency: string; assets: AssetShareTotal[] }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const money = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;
  return (
    <Table size="small" aria-label={t('assetShare.assetsTable', { currency })}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('assetShare.asset')}</TableCell>
          <TableCell {...money}>{t('assetShare.amount')}</TableCell>
          <TableCell {...money}>{t('assetShare.paid')}</TableCell>
          <TableCell {...money}>{t('assetShare.open')}</TableCell>
          <TableCell align="right">{t('assetShare.bookings')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {assets.map((a) => (
          <TableRow key={`${a.kind} ${a.asset}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {a.name}{' '}
              {/* The ring's colours tell resort from vessel; on a phone the revenue needs the room. */}
              <Chip
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                size="small"
                variant="outlined"
                color={a.kind === 'resort' ? 'success' : 'primary'}
                label={t(`assetShare.${a.kind}`)}
              />
            </TableCell>
            <TableCell {...money}>{format(a.amount, currency)}</TableCell>
            <TableCell {...money}>{format(a.paid, currency)}</TableCell>
            <TableCell {...money}>{format(a.open, currency)}</TableCell>
            <TableCell align="right">{a.bookings}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
