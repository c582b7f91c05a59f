import { addDays, dueAmounts, formatDate, type Terms, termsResource } from '@seaberth/domain';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../../resources/fields/field-props.ts';
import { NumberField } from '../../resources/fields/number-field.tsx';
import type { FieldOverrides } from '../../resources/resource-form.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import { CancellationScaleField } from './cancellation-scale-field.tsx';
import { RateField } from './rate-field.tsx';
import { formatMoney } from '../../ui/money.ts';
import { rateColumn } from './pricing-columns.tsx';
import { operatorToday } from '../../app/clock.ts';

/** The example booking: 1,000.00 in the terms' currency. */
export const EXAMPLE_TOTAL_MAJOR = 1000;

export interface TermsExampleProps {
  terms: Pick<Terms, 'deposit' | 'depositType' | 'currency' | 'depositDueDays' | 'restDueDays'>;
  bookingDate: string;
  arrival: string;
}

/**
 * What these terms ask of a 1,000.00 booking made on `bookingDate` for `arrival`, computed in the
 * browser by the engine's own `dueAmounts`, so the example is exactly what a quote will say.
 */
export function TermsExample({ terms, bookingDate, arrival }: TermsExampleProps) {
  const { t, i18n } = useTranslation();
  const total = { amount: EXAMPLE_TOTAL_MAJOR * 100, currency: terms.currency || 'EUR' };
  let due: ReturnType<typeof dueAmounts> = [];
  try {
    due = dueAmounts(
      total,
      { ...terms, id: 'example', name: '', description: '' } as Terms,
      bookingDate,
      arrival,
      { base: total.currency, currencies: [] },
    );
  } catch {
    due = [];
  }
  const money = (amount: number) => formatMoney({ amount, currency: total.currency }, i18n.language);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, bgcolor: 'action.hover' }}
      role="region"
      aria-label={t('pricing.terms.example')}
    >
      <Typography variant="subtitle2">{t('pricing.terms.example')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('pricing.terms.exampleIntro', {
          total: money(total.amount),
          bookingDate: formatDate(bookingDate),
          arrival: formatDate(arrival),
        })}
      </Typography>
      <Stack spacing={0.5}>
        {due.map((line) => (
          <Typography key={line.kind} variant="body2">
            {t(`pricing.calc.dueLine.${line.kind}`, {
              amount: money(line.amount.amount),
              date: formatDate(line.due),
            })}
          </Typography>
        ))}
        {due.length === 0 && <Typography variant="body2">{t('pricing.calc.noDue')}</Typography>}
      </Stack>
    </Paper>
  );
}

/** The last input of the terms, and under it the example following every change of the form. */
function RestDueWithExample(props: FieldProps) {
  const [deposit, depositType, currency, depositDueDays, restDueDays] = useWatch({
    name: ['deposit', 'depositType', 'currency', 'depositDueDays', 'restDueDays'],
  }) as [unknown, unknown, unknown, unknown, unknown];
  const bookingDate = useMemo(() => operatorToday(), []);
  const num = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <NumberField {...props} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TermsExample
          terms={{
            deposit: num(deposit, 0),
            depositType: depositType === 'absolute' ? 'absolute' : 'percent',
            currency: typeof currency === 'string' && currency ? currency : 'EUR',
            depositDueDays: num(depositDueDays, 0),
            restDueDays: num(restDueDays, 0),
          }}
          bookingDate={bookingDate}
          arrival={addDays(bookingDate, 90)}
        />
      </Box>
    </Box>
  );
}

const TERMS_FIELDS: FieldOverrides = {
  deposit: { render: (props) => <RateField {...props} typePath="depositType" currencyPath="currency" /> },
  restDueDays: { render: (props) => <RestDueWithExample {...props} />, wide: true },
  cancellation: { widget: 'rows', render: (props) => <CancellationScaleField {...props} />, wide: true },
};

/** /terms — terms of payment: a deposit after booking, the rest before arrival. */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => ({ deposit: rateColumn(i18n.language, 'depositType') }), [i18n.language]);
  return (
    <Box>
      <ResourceList
        definition={termsResource}
        intro={t('pricing.terms.listIntro')}
        inlineForm
        formFields={TERMS_FIELDS}
        columnOverrides={columns}
      />
    </Box>
  );
}
