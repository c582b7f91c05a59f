import { countryResource } from '@seaberth/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/client.ts';
import { ResourceList } from './resource-list.tsx';
import { page, renderWithApp } from './test-support.tsx';
import { filteredListUrl, parseUrlFilter } from './url-filter.tsx';

vi.mock('../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/client.ts')>()),
  api: (await import('../../test/mocked-api.ts')).mockedApi(),
}));
const get = vi.mocked(api.get);
afterEach(cleanup);

describe('parseUrlFilter', () => {
  it('keeps values and lists of values, and ignores anything else', () => {
    expect(parseUrlFilter('{"from":"2026-11-21","state":["draft","planned"],"n":1,"x":null}')).toEqual({
      from: '2026-11-21',
      state: ['draft', 'planned'],
      n: 1,
      x: null,
    });
    expect(parseUrlFilter('{"deep":{"$ne":1},"ok":true}')).toEqual({ ok: true });
    expect(parseUrlFilter('not json')).toEqual({});
    expect(parseUrlFilter('[1,2]')).toEqual({});
    expect(parseUrlFilter(null)).toEqual({});
  });

  it('writes the filter into an address parseUrlFilter reads back', () => {
    const url = new URL(filteredListUrl('/booking/list', { source: 'online' }), 'http://x');
    expect(parseUrlFilter(url.searchParams.get('filter'))).toEqual({ source: 'online' });
  });
});

describe('ResourceList with filterFromUrl', () => {
  it('asks the API with the address’s filter, says so, and shows everything again on request', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue(page([]));
    renderWithApp(<ResourceList definition={countryResource} filterFromUrl />, {
      path: `/?filter=${encodeURIComponent('{"code":["DE","EG"]}')}`,
    });
    await waitFor(() => expect(get.mock.calls.at(-1)?.[1]).toMatchObject({ filter: '{"code":["DE","EG"]}' }));
    expect(screen.getByText('ISO code: DE, EG')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(get.mock.calls.at(-1)?.[1]).not.toHaveProperty('filter'));
    expect(screen.queryByText('ISO code: DE, EG')).not.toBeInTheDocument();
  });

  it('ignores the address unless asked to', async () => {
    get.mockResolvedValue(page([]));
    renderWithApp(<ResourceList definition={countryResource} />, {
      path: '/?filter=%7B%22code%22%3A%22DE%22%7D',
    });
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(get.mock.calls.at(-1)?.[1]).not.toHaveProperty('filter');
  });
});
