import { vi } from 'vitest';

/**
 * A stand-in for the tab `api.openDocument` opens: `window.open` answers it, and the document's
 * blob gets `blobUrl`, so a test reads `tab.location.href` to see what was opened.
 */
export function stubNewTab(blobUrl: string) {
  const tab = { location: { href: '' }, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => tab),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => blobUrl), revokeObjectURL: vi.fn() }),
  );
  return tab;
}
