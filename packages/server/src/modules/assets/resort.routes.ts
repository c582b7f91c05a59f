import {
  BLOCK_REASONS,
  EMPLOYEE_ROLES,
  OTA_ROOM_TYPES,
  ROOM_KINDS,
  SURCHARGE_TYPES,
  addDays,
  canSeeAsset,
  resortConstantsSchema,
} from '@seaberth/domain';
import { AssetPrintsRepository } from './asset-prints.repository.ts';
import { bedSleeps, capacityOf } from './room-capacity.repository.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { type PrintTable, printAnswer, printFormatSchema, printTable, sendPrint } from '../print/index.ts';

export const RESORT_PRINT_LISTS = ['rooms', 'staff', 'blockers'] as const;

/** Resort calls of SPEC §7 beyond CRUD: constants for the screens and printable lists. */
export function registerResortRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
  const prints = new AssetPrintsRepository(db);
  const tags = ['resort'];

  r.get(
    '/api/resort/constants',
    {
      config: { access: { scopes: ['user'], features: ['resort'] } },
      schema: { tags, response: { 200: resortConstantsSchema } },
    },
    () => ({
      roomKinds: ROOM_KINDS,
      blockReasons: BLOCK_REASONS,
      surchargeTypes: SURCHARGE_TYPES,
      otaRoomTypes: OTA_ROOM_TYPES,
      employeeRoles: EMPLOYEE_ROLES,
      printLists: RESORT_PRINT_LISTS,
    }),
  );

  r.get(
    '/api/resort/:asset/print/:list',
    {
      config: { access: { scopes: ['resort.read', 'bookings.read'], features: ['resort'] } },
      schema: {
        tags,
        params: z.object({ asset: z.uuid(), list: z.enum(RESORT_PRINT_LISTS) }),
        querystring: printFormatSchema,
        response: { 200: printAnswer },
      },
    },
    async (request, reply) => {
      const resort = await prints.resort(request.params.asset);
      if (!resort || !canSeeAsset(request.principal, 'resort', resort.id)) throw notFound('Resort');
      const today = await services.calendar.today();
      let table: PrintTable;
      if (request.params.list === 'rooms') {
        const sleepsOf = await bedSleeps(db);
        const list = await prints.resortRooms(resort.id);
        table = printTable(
          `${resort.name}: rooms`,
          `${list.length} rooms, printed ${today}`,
          ['Room', 'Type', 'Beds', 'Pax', 'Shared'],
          list.map((room) => {
            // Pax by the one capacity rule: a double bed sleeps two, within the room's and type's limits.
            const capacity = capacityOf(room, sleepsOf);
            return [
              room.name,
              room.type ?? '',
              room.beds,
              `${capacity.min}–${capacity.max}`,
              room.shared ? 'yes' : '',
            ];
          }),
        );
      } else if (request.params.list === 'staff') {
        const list = await prints.activeStaff({ resort: resort.id });
        table = printTable(
          `${resort.name}: staff`,
          `Printed ${today}`,
          ['Name', 'Role', 'Phone', 'E-mail'],
          list.map((e) => [`${e.lastName}, ${e.firstName}`, e.role, e.phone, e.email]),
        );
      } else {
        const list = await prints.resortBlockers(resort.id, today, addDays(today, 365));
        table = printTable(
          `${resort.name}: blocked rooms`,
          `The next 12 months, printed ${today}`,
          ['Room', 'From', 'Until (last night)', 'Reason', 'Note'],
          list.map((b) => [b.room, b.stay[0], addDays(b.stay[1], -1), b.reason ?? '', b.note]),
        );
      }
      return sendPrint(reply, services, table, request.query.format);
    },
  );
}
