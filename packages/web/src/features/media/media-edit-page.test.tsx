import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { uploadMedia } from './media-api.ts';
import { MediaEditPage } from './media-edit-page.tsx';
import { fileOf, folderRecord, mediaRecord, TYPE_INFO } from './media-test-data.ts';

vi.mock('../../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.ts')>()),
  api: (await import('../../../test/mocked-api.ts')).mockedApi(),
}));
vi.mock('./media-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./media-api.ts')>()),
  uploadMedia: vi.fn(),
}));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const upload = vi.mocked(uploadMedia);
const DEMO = '0000000f-0000-4000-8000-000000000001';
const reef = mediaRecord({
  name: 'House reef',
  folder: DEMO,
  alt: { en: 'Corals', de: 'Korallen' },
  tags: ['reef'],
});
let stored = reef;

afterEach(cleanup);
beforeEach(() => {
  for (const mock of [get, post, upload]) mock.mockReset();
  stored = reef;
  get.mockImplementation(async (path: string) => {
    if (path === '/api/media/type') return TYPE_INFO;
    if (path === `/api/media/${reef.id}`) return stored;
    if (path === '/api/mediafolder') return page([folderRecord('Demo', DEMO)]);
    throw new Error(`unexpected GET ${path}`);
  });
});

const renderPage = () => renderWithApp(<MediaEditPage />, { path: `/media/${reef.id}`, route: '/media/:id' });

describe('MediaEditPage', () => {
  it('shows the large picture, its facts and the form of its texts', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'House reef' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Corals' })).toHaveAttribute(
      'src',
      `/api/media/${reef.id}/data?v=${reef.checksum}`,
    );
    const facts = screen.getByRole('table', { name: 'File' });
    expect(within(facts).getByText('1600 × 1000 px')).toBeInTheDocument();
    expect(within(facts).getByText('1.6 MB')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('House reef');
    expect(screen.getByText('reef')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Media library' })).toHaveAttribute(
      'href',
      `/media/list?folder=${DEMO}`,
    );
  });

  it('saves the texts with the version it loaded', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ ...reef, name: 'Reef at dawn', version: 2 });
    renderPage();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Reef at dawn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe(`/api/media/${reef.id}`);
    expect(post.mock.calls[0]![1]).toMatchObject({ name: 'Reef at dawn', version: 1, folder: DEMO });
  });

  it('replaces the file of this record', async () => {
    const user = userEvent.setup();
    upload.mockImplementation(async () => {
      stored = { ...reef, checksum: 'new', version: 2 };
      return stored;
    });
    renderPage();
    await screen.findByRole('heading', { name: 'House reef' });
    const file = fileOf('better.jpg', 'image/jpeg');
    await user.upload(screen.getByTestId('media-file-input'), file);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]![0]).toMatchObject({ id: reef.id, file, optimize: true });
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Corals' })).toHaveAttribute(
        'src',
        `/api/media/${reef.id}/data?v=new`,
      ),
    );
  });
});
