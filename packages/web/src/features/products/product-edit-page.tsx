import { productResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { editPageTitle } from '../../resources/format-value.ts';
import type { FieldOverrides } from '../../resources/resource-form.tsx';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { useResourceRecord } from '../../resources/use-resource.ts';
import { AssetPage } from '../assets/asset-page.tsx';
import { MoneyField } from '../pricing/money-field.tsx';

// The price is typed in major units of the product's own currency, stored in minor units.
const PRODUCT_FIELDS: FieldOverrides = {
  amount: { render: (props) => <MoneyField {...props} currencyPath="currency" /> },
};

/** /product/create and /product/:id — one product through the generic form. */
export function ProductEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useResourceRecord(productResource, id);
  const title = editPageTitle(id, record.data, productResource.titleField, {
    loading: t('routes.productEdit'),
    creating: t('routes.productCreate'),
  });
  return (
    <AssetPage
      back={{ to: '/product/list', label: t('routes.productList') }}
      title={title}
      subtitle={id ? t('routes.productEdit') : undefined}
      tabs={[
        {
          value: 'details',
          label: t('routes.productEdit'),
          content: (
            <ResourceForm
              definition={productResource}
              id={id}
              fields={PRODUCT_FIELDS}
              onSaved={(saved, created) => {
                if (created) navigate(`/product/${saved.id}`, { replace: true });
              }}
              onCancel={() => navigate('/product/list')}
            />
          ),
        },
      ]}
    />
  );
}
