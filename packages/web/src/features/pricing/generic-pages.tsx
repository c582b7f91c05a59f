import {
  commissionResource,
  priceVariantResource,
  specialsGroupResource,
  supplementResource,
} from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOverrides } from '../../resources/resource-form.tsx';
import { ResourceList } from '../../resources/resource-list.tsx';
import { WrappingToolbar } from '../../ui/wrapping-toolbar.tsx';
import { RateField } from './rate-field.tsx';
import { rateColumn } from './pricing-columns.tsx';

const VARIANT_FIELDS: FieldOverrides = {
  // An absolute surcharge is written in the currency of the price list that offers the variant.
  surcharge: { render: (props) => <RateField {...props} typePath="surchargeType" currency="EUR" /> },
};

/** /pricevariant — single use, full board…: a surcharge on a guest's room price. */
export function PriceVariantPage() {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => ({ surcharge: rateColumn(i18n.language, 'surchargeType') }), [i18n.language]);
  return (
    <ResourceList
      definition={priceVariantResource}
      intro={t('pricing.variant.listIntro')}
      inlineForm
      formFields={VARIANT_FIELDS}
      columnOverrides={columns}
    />
  );
}

/** /supplements — add-ons sold with a stay or trip (nitrox, equipment, transfers). */
export function SupplementsPage() {
  const { t } = useTranslation();
  return (
    <WrappingToolbar>
      <ResourceList definition={supplementResource} intro={t('pricing.supplement.listIntro')} inlineForm />
    </WrappingToolbar>
  );
}

/** /commission — agency commissions, a percentage of the commissionable price. */
export function CommissionPage() {
  const { t, i18n } = useTranslation();
  const columns = useMemo(
    () => ({
      percent: {
        valueFormatter: (value: unknown) =>
          typeof value === 'number' ? `${new Intl.NumberFormat(i18n.language).format(value)} %` : '',
      },
    }),
    [i18n.language],
  );
  return (
    <ResourceList
      definition={commissionResource}
      intro={t('pricing.commission.listIntro')}
      inlineForm
      columnOverrides={columns}
    />
  );
}

/** /specials/group — specials of one group exclude each other; only the best one applies. */
export function SpecialsGroupPage() {
  const { t } = useTranslation();
  return (
    <ResourceList
      definition={specialsGroupResource}
      intro={t('pricing.specialsGroup.listIntro')}
      inlineForm
    />
  );
}
