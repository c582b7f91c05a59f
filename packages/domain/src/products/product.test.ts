import { describe, expect, it } from 'vitest';
import { requiredScopes } from '../resources/index.ts';
import { resourceDefinitions } from '../platform-resources.ts';
import { productCategoryResource, productResource } from './product.ts';

describe('product resources', () => {
  it('are served as /api/product and /api/productcategory under scope product (SPEC §7)', () => {
    expect(resourceDefinitions.product).toBe(productResource);
    expect(resourceDefinitions.productcategory).toBe(productCategoryResource);
    for (const d of [productResource, productCategoryResource]) {
      expect(d.features).toEqual(['resort', 'vessel']);
      expect(requiredScopes(d, 'create')).toEqual(['product.create']);
      expect(requiredScopes(d, 'update')).toEqual(['product.update']);
      expect(requiredScopes(d, 'read')).toContain('product.read');
    }
  });

  it('start sold everywhere, per booking, active, not offered online, without barcode or pictures and at the default tax rate', () => {
    expect(productResource.schema.parse({ name: 'Sunscreen' })).toEqual({
      name: 'Sunscreen',
      description: '',
      productCategory: null,
      resort: null,
      vessel: null,
      amount: 0,
      currency: 'EUR',
      addRule: 'PerBooking',
      onlineBookable: false,
      isActive: true,
      stockType: 'ConsumptionGood',
      unit: 'None',
      trackStock: false,
      minimumLevel: 0,
      allowNegativeStock: false,
      barcode: '',
      images: [],
      taxRate: null,
    });
    expect(productResource.schema.safeParse({ name: 'Beer', taxRate: 120 }).success).toBe(false);
    expect(productResource.schema.safeParse({ name: 'Course', amount: 12.5 }).success).toBe(false);
  });
});
