import type { LoyaltyStatement } from '@seaberth/domain';
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '../../app/session-context.ts';
import { QuerySection } from '../../app/query-section.tsx';
import { Facts } from '../../app/facts.tsx';
import { formatDate } from '../../resources/format-value.ts';
import { useMoney } from '../../ui/use-money.ts';
import { STATEMENT_PAGE, useLoyaltyStatement } from './loyalty-api.ts';
import { PointsDialog } from './points-dialog.tsx';

/** A tier as a chip in its colour. */
export function TierChip({ name, color }: { name: string; color: string }) {
  return (
    <Chip
      size="small"
      label={name}
      sx={color ? { bgcolor: color, color: (theme) => theme.palette.getContrastText(color) } : undefined}
    />
  );
}

/**
 * "Loyalty points" on a customer's record (issue 37): the balance and what it is worth, the tier
 * with its benefits and the way to the next one, the entries, and spending or correcting points.
 */
export function LoyaltySection({ customer }: { customer: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<'redeem' | 'correction' | null>(null);
  const statement = useLoyaltyStatement(customer, page);
  const canUpdate = useCan(['customers.update']);
  return (
    <>
      <QuerySection
        id="customer-loyalty"
        testId="customer-loyalty"
        title={t('loyalty.section.title')}
        query={statement}
        isEmpty={() => false}
        empty={null}
        sx={{ mt: 2 }}
        actions={
          canUpdate && (
            <>
              <Button
                variant="outlined"
                onClick={() => setDialog('redeem')}
                disabled={(statement.data?.balance ?? 0) <= 0}
              >
                {t('loyalty.redeem.open')}
              </Button>
              <Button onClick={() => setDialog('correction')}>{t('loyalty.correction.open')}</Button>
            </>
          )
        }
      >
        {(data) => <StatementView data={data} page={page} onPage={setPage} />}
      </QuerySection>
      {dialog && statement.data && (
        <PointsDialog
          kind={dialog}
          customer={customer}
          statement={statement.data}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

function StatementView({
  data,
  page,
  onPage,
}: {
  data: LoyaltyStatement;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const reached = data.next ? data.tierPoints / data.next.tier.minPoints : 1;
  return (
    <Stack spacing={2}>
      <Facts
        columns={4}
        facts={[
          [
            t('loyalty.section.balance'),
            <span key="balance">
              {t('loyalty.points', { count: data.balance })}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({t('loyalty.section.worth', { value: format(data.value, data.currency) })})
              </Typography>
            </span>,
          ],
          [
            t('loyalty.section.tier'),
            data.tier ? (
              <TierChip key="tier" name={data.tier.name} color={data.tier.color} />
            ) : (
              t('loyalty.noTier')
            ),
          ],
          [
            data.since
              ? t('loyalty.section.tierPointsSince', { date: formatDate(data.since, false) })
              : t('loyalty.section.tierPointsEver'),
            t('loyalty.points', { count: data.tierPoints }),
          ],
          [t('loyalty.section.earned'), t('loyalty.points', { count: data.earned })],
        ]}
      />
      {data.tier?.benefits && (
        <Typography variant="body2">
          {t('loyalty.section.benefits', { tier: data.tier.name, benefits: data.tier.benefits })}
        </Typography>
      )}
      {data.next && (
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('loyalty.section.toNext', { count: data.next.missing, tier: data.next.tier.name })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, Math.round(reached * 100))}
            aria-label={t('loyalty.section.progress', { tier: data.next.tier.name })}
            sx={{ height: 8, borderRadius: 4, maxWidth: 480 }}
          />
        </Box>
      )}
      {data.total === 0 ? (
        <Typography color="text.secondary">{t('loyalty.section.noEntries')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('loyalty.section.entries')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('loyalty.columns.date')}</TableCell>
                <TableCell>{t('loyalty.columns.what')}</TableCell>
                <TableCell align="right">{t('loyalty.columns.points')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.date, false)}</TableCell>
                  <TableCell>
                    {t(`loyalty.kinds.${entry.kind}`)}
                    {entry.booking && entry.bookingNo && (
                      <>
                        {' '}
                        <Link component={RouterLink} to={`/booking/${entry.booking}`}>
                          {entry.bookingNo}
                        </Link>
                      </>
                    )}
                    {entry.note && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        · {entry.note}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: entry.points < 0 ? 'error.main' : undefined, whiteSpace: 'nowrap' }}
                  >
                    {entry.points > 0 ? `+${entry.points}` : entry.points}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.total > STATEMENT_PAGE && (
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              onPageChange={(_event, next) => onPage(next)}
              rowsPerPage={STATEMENT_PAGE}
              rowsPerPageOptions={[STATEMENT_PAGE]}
            />
          )}
        </Box>
      )}
    </Stack>
  );
}
