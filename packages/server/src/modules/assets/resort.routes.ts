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
import { bedSleeps, capacityColumns, capacityOf } from './room-capacity.repository.ts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employees, occupancies, resorts, rooms, roomTypes } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import {
  type PrintTable,
  printAnswer,
  printFormatSchema,
  printTable,
  sendPrint,
} from '../documents/print-table.ts';

export const RESORT_PRINT_LISTS = ['rooms', 'staff', 'blockers'] as const;

/** Resort calls of SPEC §7 beyond CRUD: constants for the screens and printable lists. */
export function registerResortRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = services.database;
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
      const [resort] = await db.select().from(resorts).where(eq(resorts.id, request.params.asset));
      if (!resort || !canSeeAsset(request.principal, 'resort', resort.id)) throw notFound('Resort');
      const today = await services.calendar.today();
      let table: PrintTable;
      if (request.params.list === 'rooms') {
        const sleepsOf = await bedSleeps(db);
        const list = await db
          .select({
            name: rooms.name,
            type: roomTypes.name,
            beds: rooms.availableBeds,
            shared: rooms.allowSharedRoom,
            ...capacityColumns,
          })
          .from(rooms)
          .leftJoin(roomTypes, eq(roomTypes.id, rooms.roomType))
          .where(eq(rooms.resort, resort.id))
          .orderBy(asc(rooms.name));
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
        const list = await db
          .select()
          .from(employees)
          .where(and(eq(employees.resort, resort.id), eq(employees.isActive, true)))
          .orderBy(asc(employees.lastName));
        table = printTable(
          `${resort.name}: staff`,
          `Printed ${today}`,
          ['Name', 'Role', 'Phone', 'E-mail'],
          list.map((e) => [`${e.lastName}, ${e.firstName}`, e.role, e.phone, e.email]),
        );
      } else {
        const roomIds = (
          await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.resort, resort.id))
        ).map((row) => row.id);
        const list = roomIds.length
          ? await db
              .select({
                room: rooms.name,
                stay: occupancies.stay,
                reason: occupancies.reason,
                note: occupancies.note,
              })
              .from(occupancies)
              .innerJoin(rooms, eq(rooms.id, occupancies.room))
              .where(
                and(
                  inArray(occupancies.room, roomIds),
                  eq(occupancies.kind, 'blocker'),
                  isNull(occupancies.removedAt),
                  sql`${occupancies.stay} && daterange(${today}::date, ${addDays(today, 365)}::date, '[)')`,
                ),
              )
              .orderBy(asc(occupancies.stay))
          : [];
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
