import { describeResourceFields, findField, resortResource } from '@seaberth/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { ResourceForm } from '../../resources/resource-form.tsx';
import { page, renderWithApp } from '../../resources/test-support.tsx';
import { ImagePicker, moveItem } from './image-picker.tsx';
import { uploadMedia } from './media-api.ts';
import { fileOf, mediaRecord, TYPE_INFO } from './media-test-data.ts';

vi.mock('../../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.ts')>()),
  api: (await import('../../../test/mocked-api.ts')).mockedApi(),
}));
vi.mock('./media-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./media-api.ts')>()),
  uploadMedia: vi.fn(),
}));

const get = vi.mocked(api.get);
const upload = vi.mocked(uploadMedia);
const field = findField(describeResourceFields(resortResource), 'images')!;

const beach = mediaRecord({ name: 'Beach' });
const reef = mediaRecord({ name: 'Reef' });
const boat = mediaRecord({ name: 'Boat' });
const library = [beach, reef, boat];

function Harness({ initial, onValue }: { initial: string[]; onValue: (ids: string[]) => void }) {
  const form = useForm({ defaultValues: { images: initial } });
  const value = form.watch('images');
  useEffect(() => {
    onValue(value);
  }, [value, onValue]);
  return (
    <FormProvider {...form}>
      <ImagePicker field={field} name="images" label="Pictures" />
    </FormProvider>
  );
}

function renderPicker(initial: string[]) {
  const values: string[][] = [];
  renderWithApp(<Harness initial={initial} onValue={(ids) => values.push(ids)} />);
  return { last: () => values[values.length - 1] };
}

const picked = () => screen.getAllByTestId('picked-image').map((el) => el.getAttribute('aria-label'));

afterEach(cleanup);
beforeEach(() => {
  get.mockReset();
  upload.mockReset();
  get.mockImplementation(async (path: string, query?: Record<string, unknown>) => {
    if (path === '/api/media/type') return TYPE_INFO;
    if (path === '/api/mediafolder') return page([]);
    if (path === '/api/media/images') return page(library);
    if (path === '/api/media') {
      const ids: string[] = JSON.parse(String(query?.filter ?? '{}')).id ?? [];
      return page(library.filter((m) => ids.includes(m.id)));
    }
    return page([]);
  });
});

describe('moveItem', () => {
  it('moves one entry and keeps the rest in order', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('ImagePicker', () => {
  it('shows the chosen pictures in order, the first as cover, and reorders and removes them', async () => {
    const user = userEvent.setup();
    const { last } = renderPicker([beach.id, reef.id, boat.id]);
    await waitFor(() => expect(picked()).toEqual(['Beach', 'Reef', 'Boat']));
    const first = screen.getAllByTestId('picked-image')[0]!;
    expect(within(first).getByText('Cover')).toBeInTheDocument();
    expect(within(first).getByRole('img')).toHaveAttribute(
      'src',
      `/api/media/${beach.id}/data?thumb=1&v=${beach.checksum}`,
    );
    expect(screen.getByRole('button', { name: 'Move Beach left' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Boat left' }));
    expect(picked()).toEqual(['Beach', 'Boat', 'Reef']);
    await user.click(screen.getByRole('button', { name: 'Move Beach right' }));
    expect(last()).toEqual([boat.id, beach.id, reef.id]);
    expect(within(screen.getAllByTestId('picked-image')[0]!).getByText('Cover')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Beach' }));
    expect(last()).toEqual([boat.id, reef.id]);
  });

  it('reorders by dragging a picture onto another', async () => {
    const { fireEvent } = await import('@testing-library/react');
    const { last } = renderPicker([beach.id, reef.id, boat.id]);
    await waitFor(() => expect(picked()).toEqual(['Beach', 'Reef', 'Boat']));
    const [first, , third] = screen.getAllByTestId('picked-image');
    const dataTransfer = { effectAllowed: '', setData: () => undefined };
    fireEvent.dragStart(third!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    expect(last()).toEqual([boat.id, beach.id, reef.id]);
  });

  it('adds pictures chosen in the library dialog after the ones already there', async () => {
    const user = userEvent.setup();
    const { last } = renderPicker([reef.id]);
    await user.click(await screen.findByRole('button', { name: 'Add pictures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose pictures' });
    const options = await within(dialog).findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(within(dialog).getByRole('option', { name: /Reef \(already added\)/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Add 0 pictures' })).toBeDisabled();

    await user.click(within(dialog).getByRole('option', { name: /Boat/ }));
    await user.click(within(dialog).getByRole('option', { name: /Beach/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 pictures' }));
    expect(last()).toEqual([reef.id, boat.id, beach.id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('chooses a picture uploaded in the dialog at once', async () => {
    const user = userEvent.setup();
    const fresh = mediaRecord({ name: 'Fresh' });
    upload.mockResolvedValue(fresh);
    const { last } = renderPicker([]);
    await user.click(screen.getByRole('button', { name: 'Add pictures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose pictures' });
    await user.upload(within(dialog).getByTestId('media-file-input'), fileOf('fresh.jpg', 'image/jpeg'));
    await user.click(await within(dialog).findByRole('button', { name: 'Add 1 picture' }));
    expect(last()).toEqual([fresh.id]);
    expect(upload.mock.calls[0]![0]).toMatchObject({ optimize: true, folder: null });
  });

  it('is what the generic form shows for the images of a resort', async () => {
    renderWithApp(<ResourceForm definition={resortResource} />);
    expect(await screen.findByRole('group', { name: 'Images' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add pictures' })).toBeInTheDocument();
  });
});
