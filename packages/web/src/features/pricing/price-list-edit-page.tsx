import { priceListResource } from '@seaberth/domain';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OWN_EDITOR } from '../../resources/form-sections.ts';
import type { FieldOverrides, FormSection } from '../../resources/resource-form.tsx';
import { ResourceEditPage } from '../../resources/resource-edit-page.tsx';
import { EntryGrid } from './entry-grid.tsx';
import { RoomEntries } from './room-entries.tsx';
import { RateField } from './rate-field.tsx';
import { PeriodEditor } from './period-timeline.tsx';
import { PriceCategoryField } from './price-category-field.tsx';

/** Amounts of a price list are written in its first currency (the base price is a money field). */
const PRICE_LIST_FIELDS: FieldOverrides = {
  periods: OWN_EDITOR,
  entries: OWN_EDITOR,
  type: { render: (props) => <PriceCategoryField {...props} /> },
  surcharge: {
    render: (props) => <RateField {...props} typePath="surchargeType" currencyPath="currencies" />,
  },
  discount: { render: (props) => <RateField {...props} typePath="discountType" currencyPath="currencies" /> },
};

function priceListSections(t: TFunction): FormSection[] {
  return [
    {
      key: 'basics',
      title: t('pricing.priceList.sections.basics'),
      intro: t('pricing.priceList.sections.basicsIntro'),
      paths: [
        'name',
        'internalId',
        'resort',
        'vessel',
        'status',
        'calculationType',
        'type',
        'isAvailableToOTA',
        'valid',
      ],
    },
    {
      key: 'periods',
      title: t('pricing.priceList.sections.periods'),
      intro: t('pricing.priceList.sections.periodsIntro'),
      content: <PeriodEditor />,
    },
    {
      key: 'entries',
      title: t('pricing.priceList.sections.entries'),
      intro: t('pricing.priceList.sections.entriesIntro'),
      content: <EntryGrid />,
    },
    {
      key: 'roomPrices',
      title: t('pricing.roomPrices.title'),
      intro: t('pricing.roomPrices.intro'),
      content: <RoomEntries />,
    },
    {
      key: 'money',
      title: t('pricing.priceList.sections.money'),
      intro: t('pricing.priceList.sections.moneyIntro'),
      paths: [
        'currencies',
        'useOnsiteCurrency',
        'basePrice',
        'surchargeType',
        'surcharge',
        'discountType',
        'discount',
        'tax',
      ],
    },
    {
      key: 'offer',
      title: t('pricing.priceList.sections.offer'),
      intro: t('pricing.priceList.sections.offerIntro'),
      paths: ['variants', 'supplements', 'termsOfPayment', 'defaultTermsOfPayment', 'commission'],
    },
    {
      key: 'services',
      title: t('pricing.priceList.sections.services'),
      intro: t('pricing.priceList.sections.servicesIntro'),
      paths: ['includedServices', 'excludedServices', 'countries'],
    },
  ];
}

/** /price/new and /price/:id — a price list: validity, periods, the price grid, money rules, offer. */
export function PriceListEditPage() {
  const { t } = useTranslation();
  const sections = useMemo(() => priceListSections(t), [t]);
  return (
    <ResourceEditPage
      definition={priceListResource}
      listPath="/price"
      listLabel={t('pricing.priceList.title')}
      sections={sections}
      fields={PRICE_LIST_FIELDS}
    />
  );
}
