import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../resources/search-field.tsx';
import { PeriodFields } from '../../ui/period-fields.tsx';
import type { EntryFilters } from './bank-types.ts';

const STATES: EntryFilters['state'][] = ['', 'unassigned', 'open', 'partial', 'assigned'];

/** State, period and words of an account's entries, in one wrapping toolbar. */
export function BankEntryFilters({
  value,
  onChange,
}: {
  value: EntryFilters;
  onChange: (filters: EntryFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        select
        size="small"
        label={t('bank.entries.state')}
        value={value.state}
        onChange={(event) => onChange({ ...value, state: event.target.value as EntryFilters['state'] })}
        sx={{ width: 190 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {STATES.map((state) => (
          <MenuItem key={state || 'all'} value={state}>
            {t(`bank.entries.states.${state || 'all'}`)}
          </MenuItem>
        ))}
      </TextField>
      <PeriodFields value={value} onChange={(period) => onChange({ ...value, ...period })} />
      <SearchField
        value={value.search}
        onChange={(search) => onChange({ ...value, search })}
        placeholder={t('bank.entries.searchHint')}
        sx={{ width: { xs: '100%', sm: 300 } }}
      />
    </>
  );
}
