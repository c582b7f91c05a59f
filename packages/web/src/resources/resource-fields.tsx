import type { FieldDescriptor } from '@seaberth/domain';
import { Box } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BedEditor } from '../features/assets/index.ts';
import { ImagePicker } from '../features/media/index.ts';
import { ChipsField } from './fields/chips-field.tsx';
import { CustomerField } from './fields/customer-field.tsx';
import { DateRangeField } from './fields/date-range-field.tsx';
import { FormDateField } from './fields/form-date-field.tsx';
import { JsonField } from './fields/json-field.tsx';
import { LocalizedField } from './fields/localized-field.tsx';
import { MoneyField } from './fields/money-field.tsx';
import { MultiSelectField } from './fields/multi-select-field.tsx';
import { NumberField } from './fields/number-field.tsx';
import { ObjectField } from './fields/object-field.tsx';
import { PositionField } from './fields/position-field.tsx';
import { ReferenceField } from './fields/reference-field.tsx';
import { RowsField } from './fields/rows-field.tsx';
import { ScopesField } from './fields/scopes-field.tsx';
import { SelectField } from './fields/select-field.tsx';
import { StringField } from './fields/string-field.tsx';
import { SwitchField } from './fields/switch-field.tsx';
import {
  currenciesDrawnByMoney,
  type FieldOverrides,
  formWidget,
  isHidden,
  isWideWidget,
  newRowValues,
  referenceTargets,
} from './form-values.ts';

export interface ResourceFieldsProps {
  fields: FieldDescriptor[];
  overrides?: FieldOverrides;
  fieldLabel: (path: string) => string;
  optionLabel: (path: string, value: string) => string;
  /** Editing a stored record: write-only fields say that empty keeps the stored value. */
  editing: boolean;
  disabled?: boolean;
}

/** The inputs of a form, generated from the schema's field descriptors, in schema order. */
export function ResourceFields({
  fields,
  overrides,
  fieldLabel,
  optionLabel,
  editing,
  disabled,
}: ResourceFieldsProps) {
  const { t } = useTranslation();
  const drawnCurrencies = useMemo(() => currenciesDrawnByMoney(fields, overrides), [fields, overrides]);
  const drawn = useMemo(() => new Set(drawnCurrencies.values()), [drawnCurrencies]);

  const renderField = (field: FieldDescriptor, name: string): ReactNode => {
    if (isHidden(field, overrides) || drawn.has(field.path)) return null;
    const widget = formWidget(field, overrides);
    const props = {
      field,
      name,
      label: fieldLabel(field.path),
      disabled,
      hint: field.ui.writeOnly && editing ? t('resources.common.writeOnlyHint') : undefined,
    };
    let input: ReactNode;
    const own = overrides?.[field.path]?.render;
    switch (own ? 'own' : widget) {
      case 'own':
        input = own?.(props);
        break;
      case 'number':
        input = <NumberField {...props} />;
        break;
      case 'switch':
        input = <SwitchField {...props} />;
        break;
      case 'select':
        input = <SelectField {...props} optionLabel={optionLabel} />;
        break;
      case 'multiselect':
        input = <MultiSelectField {...props} optionLabel={optionLabel} />;
        break;
      case 'tags':
        input = <ChipsField {...props} />;
        break;
      case 'reference':
        // Pictures come from the media library: thumbnails in order, chosen or uploaded in a dialog.
        input =
          field.ui.ref === 'media' ? (
            <ImagePicker {...props} />
          ) : (
            <ReferenceField {...props} refs={referenceTargets(field, overrides)} />
          );
        break;
      case 'scopes':
        input = <ScopesField {...props} specialGroup={t('resources.common.specialScopes')} />;
        break;
      case 'json':
        input = <JsonField {...props} />;
        break;
      case 'date':
        input = <FormDateField {...props} required={field.required} />;
        break;
      case 'money':
        input = <MoneyField {...props} pickCurrency={drawnCurrencies.has(field.path)} />;
        break;
      case 'localized':
        input = <LocalizedField {...props} />;
        break;
      case 'dateRange':
        input = <DateRangeField {...props} />;
        break;
      case 'customer':
        input = <CustomerField {...props} />;
        break;
      case 'position':
        input = <PositionField {...props} />;
        break;
      case 'fields':
        input = <ObjectField field={field} name={name} label={props.label} renderField={renderField} />;
        break;
      case 'rows':
        input = (
          <RowsField {...props} newRow={() => newRowValues(field, overrides)} renderField={renderField} />
        );
        break;
      case 'beds':
        // Named by the room definition: beds need the bed types and their stable numbers.
        input = <BedEditor name={name} disabled={disabled} />;
        break;
      default:
        input = <StringField {...props} widget={widget} />;
    }
    return (
      <Box
        key={name}
        sx={{ gridColumn: isWideWidget(widget, field, overrides) ? '1 / -1' : undefined, minWidth: 0 }}
      >
        {input}
      </Box>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {fields.map((field) => renderField(field, field.path))}
    </Box>
  );
}
