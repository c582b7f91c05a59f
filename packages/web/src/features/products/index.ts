// The products feature's public face: its routed screens, each a lazily loaded chunk.
import { lazyScreen } from '../../app/lazy-screen.ts';

export const productListScreen = lazyScreen(() =>
  import('./product-list-page.tsx').then((m) => ({ default: m.ProductListPage })),
);
export const productCategoriesScreen = lazyScreen(() =>
  import('./product-category-page.tsx').then((m) => ({ default: m.ProductCategoryPage })),
);
