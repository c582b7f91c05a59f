// The media feature's public face: its routed screens, each a lazily loaded chunk, and what other features use.
import { lazyScreen } from '../../app/lazy-screen.ts';

export { ImagePicker, moveItem } from './image-picker.tsx';
export {
  acceptAttribute,
  type MediaRecord,
  uploadFile,
  useMediaByIds,
  useMediaPage,
  useMediaTypeInfo,
} from './media-api.ts';
export { MediaCoverCell, MediaThumb } from './media-thumb.tsx';
export { UploadDropZone } from './upload-drop-zone.tsx';
export { UploadProgressList } from './upload-progress-list.tsx';
export { useUploads } from './use-uploads.ts';

export const mediaListScreen = lazyScreen(() =>
  import('./media-list-page.tsx').then((m) => ({ default: m.MediaListPage })),
);
export const mediaCreateScreen = lazyScreen(() =>
  import('./media-create-page.tsx').then((m) => ({ default: m.MediaCreatePage })),
);
export const mediaEditScreen = lazyScreen(() =>
  import('./media-edit-page.tsx').then((m) => ({ default: m.MediaEditPage })),
);
