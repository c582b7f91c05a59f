import { CRITERIA, type Criterion, type Operator, type RuleCriterion } from '@seaberth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../i18n/validation-messages.ts';
import { useReferenceOptions } from '../../resources/use-reference-options.ts';
import { errorAt } from './form-errors.ts';
import { CriterionValueInput } from './criterion-value-input.tsx';
import {
  CRITERION_INPUTS,
  defaultCriterion,
  describeCriterion,
  isListOperator,
  operatorsFor,
} from './rule-text.ts';
import { useCurrencies } from '../../ui/use-currencies.ts';

const NO_RULE: RuleCriterion[] = [];

/** Criteria grouped as the engine checks them (docs/pricing.md "Rules"). */
const GROUPS: { key: string; criteria: Criterion[] }[] = [
  {
    key: 'booking',
    criteria: [
      'NoOfPax',
      'NoOfPaxOnTrip',
      'Nights',
      'DepartureDay',
      'DaysBeforeTravelDate',
      'BookingDate',
      'Bookings',
      'Resort',
      'Vessel',
      'Itineraries',
      'Schedules',
      'Agencies',
      'BookingSource',
      'SpecialsGroup',
    ],
  },
  { key: 'room', criteria: ['NoOfPaxInDoubleRoom', 'RoomType'] },
  {
    key: 'person',
    criteria: [
      'CustomerType',
      'Customers',
      'Age',
      'PassportCountry',
      'AddressCountry',
      'LastStay',
      'NoOfStays',
      'StayRevenue',
      'LoyaltyTier',
    ],
  },
  { key: 'night', criteria: ['Date', 'DayInWeek'] },
];

/**
 * The rule of a special: criteria that must all hold, each a criterion, an operator and the values
 * it is compared with. Writes the form's `rule` field.
 */
export function RuleBuilder({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { setValue, formState, control } = useFormContext();
  const rule = (useWatch({ control, name: 'rule' }) as RuleCriterion[] | undefined) ?? NO_RULE;
  const { defaultCurrency } = useCurrencies();
  const write = (next: RuleCriterion[]) =>
    setValue('rule', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const change = (index: number, next: RuleCriterion) =>
    write(rule.map((row, i) => (i === index ? next : row)));
  const errorOf = (index: number) =>
    translateValidationMessage(errorAt(formState.errors, `rule.${index}`), t);

  return (
    <Stack spacing={1.5}>
      {rule.length === 0 && <Alert severity="info">{t('pricing.rule.empty')}</Alert>}
      {rule.map((row, index) => {
        const label = t('pricing.rule.rowLabel', { no: index + 1 });
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: criteria are edited in place
            key={index}
            variant="outlined"
            sx={{ p: 1.5 }}
            role="group"
            aria-label={label}
          >
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={1}
              sx={{ alignItems: { md: 'flex-start' } }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ pt: { md: 1 }, minWidth: 44 }}>
                {index === 0 ? t('pricing.rule.when') : t('pricing.rule.and')}
              </Typography>
              <TextField
                select
                size="small"
                label={t('pricing.rule.criterion')}
                value={row.criterion}
                disabled={disabled}
                onChange={(event) => change(index, defaultCriterion(event.target.value as Criterion))}
                sx={{ width: { md: 230 }, flexShrink: 0 }}
                slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
              >
                {GROUPS.flatMap((group) => [
                  <MenuItem
                    key={`group-${group.key}`}
                    disabled
                    sx={{ fontSize: 12, opacity: '1 !important', fontWeight: 600 }}
                  >
                    {t(`pricing.rule.level.${group.key}`)}
                  </MenuItem>,
                  ...group.criteria.map((criterion) => (
                    <MenuItem key={criterion} value={criterion} sx={{ pl: 3 }}>
                      {t(`pricing.criterion.${criterion}`)}
                    </MenuItem>
                  )),
                ])}
              </TextField>
              <TextField
                select
                size="small"
                label={t('pricing.rule.operator')}
                value={row.operator}
                disabled={disabled}
                onChange={(event) => {
                  const operator = event.target.value as Operator;
                  const values = isListOperator(operator) ? row.values : row.values.slice(0, 1);
                  change(index, { ...row, operator, values });
                }}
                sx={{ width: { md: 160 }, flexShrink: 0 }}
              >
                {operatorsFor(row.criterion).map((operator) => (
                  <MenuItem key={operator} value={operator}>
                    {t(`pricing.operator.${operator}`)}
                  </MenuItem>
                ))}
              </TextField>
              <Box sx={{ flex: 1, minWidth: 0, display: 'flex' }}>
                <CriterionValueInput
                  criterion={row.criterion}
                  operator={row.operator}
                  values={row.values}
                  onChange={(values) => change(index, { ...row, values })}
                  label={t('pricing.rule.value')}
                  error={errorOf(index)}
                  disabled={disabled}
                  baseCurrency={defaultCurrency}
                />
              </Box>
              <Tooltip title={t('pricing.rule.remove')}>
                <span>
                  <IconButton
                    aria-label={t('pricing.rule.removeNo', { no: index + 1 })}
                    disabled={disabled}
                    onClick={() => write(rule.filter((_, i) => i !== index))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
            {CRITERION_INPUTS[row.criterion] && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', mt: 0.5, pl: { md: 6.5 } }}
              >
                {t(`pricing.criterionHint.${row.criterion}`)}
              </Typography>
            )}
          </Paper>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={disabled}
          onClick={() => write([...rule, defaultCriterion(CRITERIA[0])])}
        >
          {t('pricing.rule.add')}
        </Button>
      </Box>
      {rule.length > 0 && (
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="rule-summary">
          {t('pricing.rule.summaryLead')}{' '}
          {rule.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rule's order is its identity
            <Fragment key={index}>
              {index > 0 && t('pricing.rule.andJoin')}
              <CriterionText rule={row} />
            </Fragment>
          ))}
          .
        </Typography>
      )}
    </Stack>
  );
}

/** One criterion in words, with record names instead of ids. */
function CriterionText({ rule }: { rule: RuleCriterion }) {
  const { t } = useTranslation();
  const input = CRITERION_INPUTS[rule.criterion];
  const reference = useReferenceOptions(input?.kind === 'reference' ? input.ref : undefined);
  return <>{describeCriterion(rule, t, (value) => reference.labelOf(String(value)))}</>;
}
