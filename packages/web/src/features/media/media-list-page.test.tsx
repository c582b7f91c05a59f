import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { apiError, page, principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { uploadMedia } from './media-api.ts';
import { MediaListPage } from './media-list-page.tsx';
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
const del = vi.mocked(api.del);
const upload = vi.mocked(uploadMedia);

const demo = folderRecord('Demo', 'f-demo');
const rooms = folderRecord('Rooms', 'f-rooms', 'f-demo');
const reef = mediaRecord({ name: 'House reef', folder: 'f-demo' });
const lodge = mediaRecord({ name: 'Reef Lodge', size: 348_160, width: 1200, height: 800 });
const brochure = mediaRecord({
  name: 'Brochure',
  kind: 'document',
  mimeType: 'application/pdf',
  width: null,
  height: null,
});

afterEach(cleanup);
beforeEach(() => {
  for (const mock of [get, post, del, upload]) mock.mockReset();
  get.mockImplementation(async (path: string, query?: Record<string, unknown>) => {
    if (path === '/api/media/type') return TYPE_INFO;
    if (path === '/api/mediafolder') return page([demo, rooms]);
    if (path === '/api/media') {
      const filter = query?.filter ? JSON.parse(String(query.filter)) : {};
      if (filter.folder === 'f-demo') return page([reef]);
      return page([reef, lodge, brochure]);
    }
    throw new Error(`unexpected GET ${path}`);
  });
});

const card = (name: string) =>
  screen.getByRole('link', { name: `Open ${name}` }).closest('li, [role="listitem"]') as HTMLElement;

describe('MediaListPage', () => {
  it('shows the library as cards with thumbnail, size and dimensions', async () => {
    renderWithApp(<MediaListPage />, { path: '/media/list', route: '/media/list' });
    expect(await screen.findByText('House reef')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Media library' })).toBeInTheDocument();
    expect(within(card('Reef Lodge')).getByText('340 KB · 1200 × 800')).toBeInTheDocument();
    const thumb = within(card('Reef Lodge')).getByRole('img');
    expect(thumb).toHaveAttribute('src', `/api/media/${lodge.id}/data?thumb=1&v=${lodge.checksum}`);
    expect(within(card('Brochure')).getByRole('img', { name: 'Brochure' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open House reef' })).toHaveAttribute(
      'href',
      `/media/${reef.id}`,
    );
    expect(get).toHaveBeenCalledWith('/api/media', { page: 0, size: 24, sort: 'updatedAt', order: -1 });
  });

  it('opens a folder from its chip and lists only its files', async () => {
    const user = userEvent.setup();
    renderWithApp(<MediaListPage />, { path: '/media/list', route: '/media/list' });
    await user.click(await screen.findByRole('button', { name: 'Demo' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/media',
        expect.objectContaining({ filter: JSON.stringify({ folder: 'f-demo' }) }),
      ),
    );
    await waitFor(() => expect(screen.queryByText('Reef Lodge')).not.toBeInTheDocument());
    // Inside Demo: its sub-folder as a chip, the way back in the breadcrumbs.
    expect(screen.getByRole('button', { name: 'Rooms' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All files' })).toBeInTheDocument();
  });

  it('uploads dropped files one by one into the open folder, optimized, with progress per file', async () => {
    upload.mockImplementation(async ({ file, onProgress }) => {
      onProgress?.(0.5);
      return mediaRecord({ name: file.name });
    });
    renderWithApp(<MediaListPage />, { path: '/media/list?folder=f-demo', route: '/media/list' });
    await screen.findByText('House reef');
    const files = [fileOf('beach.jpg', 'image/jpeg'), fileOf('boat.png', 'image/png')];
    fireEvent.drop(screen.getByTestId('media-drop-zone'), { dataTransfer: { files, types: ['Files'] } });

    const progress = await screen.findByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(within(progress).getAllByText('Uploaded')).toHaveLength(2));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[0]![0]).toMatchObject({
      file: files[0],
      folder: 'f-demo',
      optimize: true,
      token: 'test-token',
    });
    expect(upload.mock.calls[1]![0]).toMatchObject({ file: files[1] });
  });

  it('refuses a file over the limit before sending it and explains a refused type', async () => {
    const user = userEvent.setup();
    get.mockImplementation(async (path: string) => {
      if (path === '/api/media/type') return { ...TYPE_INFO, maxUploadKb: 1 };
      if (path === '/api/mediafolder') return page([]);
      return page([]);
    });
    upload.mockRejectedValue(apiError(415, 'UNSUPPORTED_MEDIA_TYPE'));
    renderWithApp(<MediaListPage />, { path: '/media/list', route: '/media/list' });
    expect(await screen.findByText(/up to 1 KB each/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Optimize pictures' }));
    await user.upload(screen.getByTestId('media-file-input'), [
      fileOf('huge.jpg', 'image/jpeg', 4096),
      fileOf('notes.png', 'image/png', 10),
    ]);
    expect(await screen.findByText('The file is larger than the limit of 1 KB.')).toBeInTheDocument();
    expect(
      await screen.findByText('This is not a file type the library accepts (JPEG, PNG, WebP, GIF, PDF).'),
    ).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![0]).toMatchObject({ optimize: false });
  });

  it('deletes a file after confirmation', async () => {
    const user = userEvent.setup();
    del.mockResolvedValue(undefined);
    renderWithApp(<MediaListPage />, { path: '/media/list', route: '/media/list' });
    await user.click(await screen.findByRole('button', { name: 'Delete Reef Lodge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete file?' });
    expect(dialog).toHaveTextContent('Do you really want to delete “Reef Lodge”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith(`/api/media/${lodge.id}`));
    expect(await screen.findByText('Reef Lodge was deleted.')).toBeInTheDocument();
  });

  it('moves the selected files to a folder', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ moved: 2 });
    renderWithApp(<MediaListPage />, { path: '/media/list', route: '/media/list' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Reef Lodge' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Brochure' }));
    expect(screen.getByText('2 files selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 files to…' });
    await user.click(within(dialog).getByRole('button', { name: 'Rooms' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to folder' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/media/moveMediaToFolder', {
        ids: [lodge.id, brochure.id],
        folder: 'f-rooms',
      }),
    );
    expect(await screen.findByText('2 files were moved to Rooms.')).toBeInTheDocument();
  });

  it('offers no upload, selection or delete to a reader, and links cards to the file', async () => {
    renderWithApp(<MediaListPage />, {
      path: '/media/list',
      route: '/media/list',
      principal: principalWith(['media.read']),
    });
    expect(await screen.findByText('House reef')).toBeInTheDocument();
    expect(screen.queryByTestId('media-drop-zone')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open House reef' })).toHaveAttribute(
      'href',
      `/api/media/${reef.id}/data?v=${reef.checksum}`,
    );
  });
});
