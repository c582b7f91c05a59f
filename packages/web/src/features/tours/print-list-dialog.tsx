import { vesselListResource } from '@seaberth/domain';
import { useTranslation } from 'react-i18next';
import { ALL_ROWS, useResourceList } from '../../resources/use-resource.ts';
import { PickAndPrintDialog } from '../assets/index.ts';

/**
 * The other way round from the vessel lists page: the trip is given, the list (manifest, crew
 * list, ...) is picked; lists of this vessel and those for every vessel are offered.
 */
export function PrintListDialog({
  scheduleId,
  vesselId,
  onClose,
}: {
  scheduleId: string;
  vesselId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lists = useResourceList(vesselListResource, ALL_ROWS);
  const options = lists.data
    ? lists.data.data
        .filter((list) => !list.vessel || list.vessel === vesselId)
        .map((list) => ({ value: String(list.id), label: String(list.name) }))
    : null;
  return (
    <PickAndPrintDialog
      title={t('tours.trip.printTitle')}
      label={t('tours.trip.list')}
      emptyText={t('tours.trip.noLists')}
      options={options}
      documentUrl={(list) => `/api/schedule/${scheduleId}/printList/${list}`}
      onClose={onClose}
      maxWidth="xs"
    />
  );
}
