import { type Calculation, type CalculationEntry, type Money, readablePercents } from '@seaberth/domain';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import {
  Alert,
  Box,
  Chip,
  Collapse,
  IconButton,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatPercent } from '../../app/format-percent.ts';
import { formatDate } from '../../resources/format-value.ts';
import { formatMoney } from '../../ui/money.ts';
import { describeCriterion } from './rule-text.ts';

export interface CalculationViewProps {
  calculation: Calculation;
  decimalsOf: (currency: string) => number;
  /** Entries of this special are highlighted (the special editor's preview). */
  highlightSpecial?: string;
}

/** Informational lines (due amounts, inclusive tax) are shown but do not add up. */
const MUTED = new Set(['Info', 'None']);

/** The engine's calculation as an operator reads it: every line, why it is there, what is due. */
export function CalculationView({ calculation, decimalsOf, highlightSpecial }: CalculationViewProps) {
  const { t, i18n } = useTranslation();
  const money = (value: Money) => formatMoney(value, i18n.language, decimalsOf(value.currency));
  return (
    <Stack spacing={2}>
      {calculation.warnings.length > 0 && (
        <Alert severity="warning" aria-label={t('pricing.calc.warnings')}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {calculation.warnings.map((warning, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: warnings have no id and never move
              <li key={index}>
                <strong>{t(`pricing.warning.${warning.code}`, { defaultValue: warning.code })}</strong>
                {warning.text ? `: ${warning.text}` : ''}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('pricing.calc.entries')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('pricing.calc.text')}</TableCell>
              <TableCell>{t('pricing.calc.type')}</TableCell>
              <TableCell>{t('pricing.calc.customerType')}</TableCell>
              <TableCell align="right">{t('pricing.calc.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {calculation.entries.map((entry, index) => (
              <EntryRow
                // biome-ignore lint/suspicious/noArrayIndexKey: the engine's order is the identity
                key={index}
                entry={entry}
                money={money}
                highlighted={Boolean(highlightSpecial) && entry.reason.special?.id === highlightSpecial}
              />
            ))}
            {calculation.entries.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary">{t('pricing.calc.noEntries')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <CalculationSummary calculation={calculation} money={money} />
    </Stack>
  );
}

/** Totals, taxes, due amounts and commission of a calculation: under its lines, in view or in the editor. */
export function CalculationSummary({
  calculation,
  money,
}: {
  calculation: Calculation;
  money: (value: Money) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('pricing.calc.totals')}>
        <Typography variant="subtitle2" gutterBottom>
          {t('pricing.calc.totals')}
        </Typography>
        <Typography variant="h5" component="p" data-testid="quote-total">
          {money(calculation.total)}
        </Typography>
        {calculation.totals
          .filter((total) => total.currency !== calculation.total.currency)
          .map((total) => (
            <Typography key={total.currency} variant="body2">
              {t('pricing.calc.alsoIn', { amount: money(total) })}
            </Typography>
          ))}
        {calculation.tax.map((tax) => (
          <Typography key={`${tax.name}-${tax.percent}`} variant="body2" color="text.secondary">
            {t(tax.inclusive ? 'pricing.calc.taxIncluded' : 'pricing.calc.taxAdded', {
              name: tax.name,
              percent: tax.percent,
              amount: money(tax.amount),
              base: money(tax.base),
            })}
          </Typography>
        ))}
        {calculation.focCustomerIds.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('pricing.calc.foc', { count: calculation.focCustomerIds.length })}
          </Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('pricing.calc.due')}>
        <Typography variant="subtitle2" gutterBottom>
          {t('pricing.calc.due')}
        </Typography>
        {calculation.due.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('pricing.calc.noDue')}
          </Typography>
        ) : (
          calculation.due.map((due) => (
            <Typography key={due.kind} variant="body2">
              {t(`pricing.calc.dueLine.${due.kind}`, {
                amount: money(due.amount),
                date: formatDate(due.due, false),
              })}
            </Typography>
          ))
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('pricing.calc.commission')}>
        <Typography variant="subtitle2" gutterBottom>
          {t('pricing.calc.commission')}
        </Typography>
        {calculation.commission ? (
          <>
            <Typography variant="body2">
              {calculation.commission.percent === null
                ? money(calculation.commission.amount)
                : t('pricing.calc.commissionLine', {
                    percent: formatPercent(calculation.commission.percent, i18n.language),
                    base: money(calculation.commission.base),
                    amount: money(calculation.commission.amount),
                  })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {readablePercents(calculation.commission.reason)}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('pricing.calc.noCommission')}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

function EntryRow({
  entry,
  money,
  highlighted,
}: {
  entry: CalculationEntry;
  money: (value: Money) => string;
  highlighted: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const muted = MUTED.has(entry.customerType);
  const label = open ? t('pricing.calc.hideReason') : t('pricing.calc.showReason');
  return (
    <Fragment>
      <TableRow
        hover
        selected={highlighted}
        sx={{ '& > td': { borderBottom: open ? 'unset' : undefined }, cursor: 'pointer' }}
        onClick={() => setOpen((current) => !current)}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`${label}: ${entry.text}`}
            aria-expanded={open}
            onClick={(event) => {
              event.stopPropagation();
              setOpen((current) => !current);
            }}
          >
            {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ color: muted ? 'text.secondary' : undefined }}>{entry.text}</TableCell>
        <TableCell>
          <Chip
            size="small"
            variant="outlined"
            label={t(`pricing.entryType.${entry.type}`, { defaultValue: entry.type })}
          />
        </TableCell>
        <TableCell sx={{ color: muted ? 'text.secondary' : undefined }}>
          {t(`pricing.customerType.${entry.customerType}`, { defaultValue: entry.customerType })}
        </TableCell>
        <TableCell
          align="right"
          sx={{
            whiteSpace: 'nowrap',
            fontVariantNumeric: 'tabular-nums',
            color: muted ? 'text.secondary' : entry.amount.amount < 0 ? 'success.main' : undefined,
            fontStyle: muted ? 'italic' : undefined,
          }}
        >
          {entry.customerType === 'None' ? '' : money(entry.amount)}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={5}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <ReasonDetails entry={entry} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** Which list, season, special and rule produced a line, and the arithmetic behind it. */
export function ReasonDetails({ entry }: { entry: CalculationEntry }) {
  const { t } = useTranslation();
  const { reason } = entry;
  return (
    <Box
      sx={{
        py: 1.5,
        pl: 6,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
      }}
      role="group"
      aria-label={t('pricing.calc.reasonOf', { text: entry.text })}
    >
      <Typography variant="body2" color="text.secondary">
        {t('pricing.reason.source')}
      </Typography>
      <Typography variant="body2">
        {t(`pricing.reason.sources.${reason.source}`, { defaultValue: reason.source })}
      </Typography>
      {reason.priceList && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('pricing.reason.priceList')}
          </Typography>
          <Typography variant="body2">
            <Link component={RouterLink} to={`/price/${reason.priceList.id}`}>
              {reason.priceList.name}
            </Link>
          </Typography>
        </>
      )}
      {reason.seasons && reason.seasons.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('pricing.reason.seasons')}
          </Typography>
          <Typography variant="body2">{reason.seasons.join(', ')}</Typography>
        </>
      )}
      {reason.special && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('pricing.reason.special')}
          </Typography>
          <Typography variant="body2">
            <Link component={RouterLink} to={`/specials/${reason.special.id}`}>
              {reason.special.name}
            </Link>{' '}
            ({t(`pricing.discount.${reason.special.discount}`, { defaultValue: reason.special.discount })},{' '}
            {t(`pricing.target.${reason.special.target}`, { defaultValue: reason.special.target })},{' '}
            {t(`pricing.scope.${reason.special.scope}`, { defaultValue: reason.special.scope })})
          </Typography>
        </>
      )}
      {reason.rule && reason.rule.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('pricing.reason.rule')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {reason.rule.map((criterion, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rule's order is its identity
              <Typography component="li" variant="body2" key={index}>
                {describeCriterion(criterion, t)}
                {criterion.actual !== null && criterion.actual !== undefined && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    {t('pricing.reason.actual', {
                      value: Array.isArray(criterion.actual)
                        ? criterion.actual.join(', ')
                        : String(criterion.actual),
                    })}
                  </Typography>
                )}
              </Typography>
            ))}
          </Box>
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('pricing.reason.computation')}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {reason.computation}
      </Typography>
    </Box>
  );
}
