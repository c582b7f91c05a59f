import { productResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import { WrappingToolbar } from '../../ui/wrapping-toolbar.tsx';

// The name is what people scan for: it gets the room left.
const COLUMNS = { name: { flex: 1, minWidth: 180 } };

/** /product and /product/list — what the shop sells, at which resort or vessel, and whether online. */
export function ProductListPage() {
  const { t } = useTranslation();
  return (
    <WrappingToolbar>
      <ResourceList
        definition={productResource}
        intro={t('products.product.listIntro')}
        createPath="/product/create"
        editPath={(id) => `/product/${id}`}
        columnOverrides={COLUMNS}
      />
    </WrappingToolbar>
  );
}
