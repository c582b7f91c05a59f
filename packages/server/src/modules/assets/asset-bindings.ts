import { type Bed, numberBeds, resourceDefinitions as d } from '@seaberth/domain';
import * as t from '../../db/schema/index.ts';
import type { ResourceBinding } from '../../http/resource-routes.ts';

/** Resorts, vessels and their rooms through the generic layer; rooms keep their beds numbered. */
export function assetBindings(): ResourceBinding[] {
  return [
    { definition: d.resort, table: t.resorts },
    { definition: d.vessel, table: t.vessels },
    { definition: d.vesseldeck, table: t.vesselDecks },
    { definition: d.vessellist, table: t.vesselLists },
    { definition: d.roomtypes, table: t.roomTypes },
    { definition: d.bedtype, table: t.bedTypes },
    {
      definition: d.rooms,
      table: t.rooms,
      toRow: (input) => {
        const configuration = input.configuration as { beds: Bed[] };
        const beds = numberBeds(configuration.beds);
        return {
          ...input,
          configuration: { ...configuration, beds },
          availableBeds: beds.filter((bed) => bed.active).length,
        };
      },
    },
  ];
}
