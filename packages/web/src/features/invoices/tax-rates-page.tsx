import { taxRateResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** /tax: the tax rates invoices use; the default one applies where a price list names none. */
export function TaxRatesPage() {
  const { t } = useTranslation();
  return <ResourceList definition={taxRateResource} intro={t('invoices.taxIntro')} inlineForm />;
}
