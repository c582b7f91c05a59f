import type { CustomerFigures as Figures } from '@seaberth/domain';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ScrollRegion } from '../../app/scroll-region.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { Facts } from '../../app/facts.tsx';
import { QuerySection } from '../../app/query-section.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { resourceKeys } from '../../resources/use-resource.ts';
import { useMoney } from '../../ui/use-money.ts';

/**
 * Under the bookings key: a booking made, paid or cancelled anywhere, and a credit entry (which
 * drops the bookings' keys too), count the figures again.
 */
const figuresKey = (customer: string) => [...resourceKeys('bookings').all, 'figures', customer] as const;

/**
 * `POST /api/customer/{id}/stats/recalculate` (SPEC §7): the server keeps no copy of the figures,
 * so this call counts them now and changes nothing: safe to read as a query.
 */
export function useCustomerFigures(customer: string, enabled = true) {
  return useQuery({
    queryKey: figuresKey(customer),
    queryFn: () => api.POST('/api/customer/{id}/stats/recalculate', { path: { id: customer } }),
    enabled: enabled && Boolean(customer),
    meta: { silent: true },
  });
}

/** The guest's history in numbers: stays, nights, when, and per currency revenue, open and credit. */
export function CustomerFiguresSection({ query }: { query: ReturnType<typeof useCustomerFigures> }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const day = (iso: string | null) => (iso ? formatDate(iso, false) : '–');
  return (
    <QuerySection<Figures>
      id="customer-figures"
      testId="customer-figures"
      title={t('customerView.figures.title')}
      query={query}
      isEmpty={() => false}
      empty=""
      sx={{ mt: 2 }}
    >
      {(figures) => (
        <>
          <Facts
            facts={[
              [t('customerView.figures.stays'), figures.stays],
              [t('customerView.figures.nights'), figures.nights],
              [t('customerView.figures.firstStay'), day(figures.firstStay)],
              [t('customerView.figures.lastStay'), day(figures.lastStay)],
              [t('customerView.figures.nextArrival'), day(figures.nextArrival)],
            ]}
          />
          {figures.money.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <ScrollRegion label={t('customerView.figures.money')}>
                <Table size="small" aria-label={t('customerView.figures.money')} sx={{ maxWidth: 640 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('customerView.figures.currency')}</TableCell>
                      <TableCell align="right">{t('customerView.figures.revenue')}</TableCell>
                      <TableCell align="right">{t('customerView.figures.open')}</TableCell>
                      <TableCell align="right">{t('customerView.figures.credit')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {figures.money.map((line) => (
                      <TableRow key={line.currency}>
                        <TableCell>{line.currency}</TableCell>
                        <TableCell align="right">{format(line.revenue, line.currency)}</TableCell>
                        <TableCell align="right" sx={line.open > 0 ? { fontWeight: 600 } : undefined}>
                          {format(line.open, line.currency)}
                        </TableCell>
                        <TableCell align="right">{format(line.credit, line.currency)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </ScrollRegion>
            </Box>
          )}
        </>
      )}
    </QuerySection>
  );
}
