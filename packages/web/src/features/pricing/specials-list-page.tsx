import { specialResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import { WrappingToolbar } from '../../ui/wrapping-toolbar.tsx';
import type { ResourceRow } from '../../resources/use-resource.ts';
import { formatMoney } from '../../ui/money.ts';
import { statusColumn } from './pricing-columns.tsx';

const MONEY_KINDS = new Set(['Absolute', 'AbsoluteNights', 'FixUnit', 'Fix']);

/** The value as its kind reads it: "10 %", "50.00 €", "1 free place". */
function discountValueText(row: ResourceRow, language: string, places: (count: number) => string): string {
  const value = row.discountValue;
  if (typeof value !== 'number') return '';
  if (MONEY_KINDS.has(String(row.discount)))
    return formatMoney({ amount: value, currency: String(row.currency ?? 'EUR') }, language);
  if (row.discount === 'FOC') return places(value);
  if (row.discount === 'Lowest') return '';
  return `${value} %`;
}

/** /specials/list — offers and surcharges with their rules; open one to edit its rule and preview it. */
export function SpecialsListPage() {
  const { t, i18n } = useTranslation();
  const columns = useMemo(
    () => ({
      status: statusColumn(t),
      discountValue: {
        valueFormatter: (_value: unknown, row: ResourceRow) =>
          discountValueText(row, i18n.language, (count) => t('pricing.discountUnit.placesCount', { count })),
      },
    }),
    [t, i18n.language],
  );
  return (
    <WrappingToolbar>
      <ResourceList
        definition={specialResource}
        intro={t('pricing.special.listIntro')}
        createPath="/specials/create"
        editPath={(id) => `/specials/${id}`}
        columnOverrides={columns}
      />
    </WrappingToolbar>
  );
}
