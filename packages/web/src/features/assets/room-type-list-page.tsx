import { roomTypeResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ResourceList } from '../../resources/resource-list.tsx';
import { WrappingToolbar } from '../../ui/wrapping-toolbar.tsx';

/** /room/type/list — room types of resorts and vessels; the toolbar filters by resort or vessel. */
export function RoomTypeListPage() {
  const { t } = useTranslation();
  return (
    <WrappingToolbar>
      <ResourceList definition={roomTypeResource} intro={t('assets.roomType.intro')} inlineForm />
    </WrappingToolbar>
  );
}
