import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../platform-resources.ts';
import { requiredScopes } from '../resources/index.ts';
import {
  deliverySchema,
  inventoryResource,
  PRODUCT_CONSTANTS,
  STOCK_MOVE_SCOPES,
  stockLocationResource,
  stockMovementResource,
  stockUsedSchema,
  supplierResource,
} from './stock.ts';

const LOCATION = '11111111-1111-4111-8111-111111111111';
const PRODUCT = '22222222-2222-4222-8222-222222222222';

describe('stock resources', () => {
  it('are served under feature stock with the product scopes, moves also with product.stock', () => {
    expect(resourceDefinitions.supplier).toBe(supplierResource);
    expect(resourceDefinitions.stocklocation).toBe(stockLocationResource);
    expect(resourceDefinitions.inventory).toBe(inventoryResource);
    expect(resourceDefinitions.stockmovement).toBe(stockMovementResource);
    for (const d of [supplierResource, stockLocationResource, inventoryResource, stockMovementResource]) {
      expect(d.features).toEqual(['stock']);
      expect(requiredScopes(d, 'read')).toEqual(['product.read']);
    }
    expect(requiredScopes(supplierResource, 'create')).toEqual(['product.create']);
    expect(requiredScopes(inventoryResource, 'create')).toEqual(STOCK_MOVE_SCOPES);
    expect(inventoryResource.readOnly).toBe(true);
    expect(stockMovementResource.readOnly).toBe(true);
  });

  it('answers SPEC §3’s stock types and units', () => {
    expect(PRODUCT_CONSTANTS.stockTypes).toEqual(['ConsumptionGood', 'ReusableGood']);
    expect(PRODUCT_CONSTANTS.units).toEqual([
      'None',
      'Piece',
      'Can',
      'Bottle',
      'Bucket',
      'KiloGram',
      'Gramm',
      'Unit',
    ]);
    expect(PRODUCT_CONSTANTS.addRules).toContain('PerDiveDay');
  });

  it('takes quantities above zero with at most three decimals', () => {
    const used = (quantity: unknown) => stockUsedSchema.safeParse({ quantity, location: LOCATION }).success;
    expect(used(1)).toBe(true);
    expect(used(0.25)).toBe(true);
    expect(used(2.125)).toBe(true);
    expect(used(0)).toBe(false);
    expect(used(-1)).toBe(false);
    expect(used(1.0005)).toBe(false);
    expect(used(Number.POSITIVE_INFINITY)).toBe(false);
    expect(used(2_000_000_000)).toBe(false);
  });

  it('needs a delivery to have lines, and a location to belong to one asset at most', () => {
    expect(deliverySchema.safeParse({ location: LOCATION, date: '2031-03-01', lines: [] }).success).toBe(
      false,
    );
    expect(
      deliverySchema.safeParse({
        location: LOCATION,
        date: '2031-03-01',
        lines: [{ product: PRODUCT, quantity: 24 }],
      }).data,
    ).toEqual({
      location: LOCATION,
      date: '2031-03-01',
      reference: '',
      note: '',
      lines: [{ product: PRODUCT, quantity: 24 }],
    });
    expect(
      stockLocationResource.schema.safeParse({ name: 'Bar', resort: LOCATION, vessel: PRODUCT }).success,
    ).toBe(false);
  });
});
