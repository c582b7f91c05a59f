import { productResource } from '@seaberth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import { WrappingToolbar } from '../assets/wrapping-toolbar.tsx';
import { moneyColumn } from '../pricing/pricing-columns.tsx';

/** /product and /product/list — what the shop sells, at which resort or vessel, and whether online. */
export function ProductListPage() {
  const { t, i18n } = useTranslation();
  // The name is what people scan for: it gets the room left.
  const columns = useMemo(
    () => ({ amount: moneyColumn(i18n.language), name: { flex: 1, minWidth: 180 } }),
    [i18n.language],
  );
  return (
    <WrappingToolbar>
      <ResourceList
        definition={productResource}
        intro={t('products.product.listIntro')}
        createPath="/product/create"
        editPath={(id) => `/product/${id}`}
        columnOverrides={columns}
      />
    </WrappingToolbar>
  );
}
