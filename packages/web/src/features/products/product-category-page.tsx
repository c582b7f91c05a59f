import { productCategoryResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';

/** /product/category — the groups products and add-ons are reported and discounted by. */
export function ProductCategoryPage() {
  const { t } = useTranslation();
  return (
    <ResourceList definition={productCategoryResource} intro={t('products.category.listIntro')} inlineForm />
  );
}
