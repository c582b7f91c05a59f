import {
  type AssetShareBooking,
  type AssetShareReport,
  type AssetSide,
  assetSharePeriod,
  assetShareQuerySchema,
  assetShareReportSchema,
  assetShareTotals,
  bookingShare,
  canSeeAsset,
  earnsAssetShare,
} from '@seaberth/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AssetShareRepository, type CombinedBookingRow } from './asset-share.repository.ts';
import type { BookingService } from './booking.service.ts';

/**
 * `GET /api/bookings/assetShare?from=&to=` (SPEC §7): the revenue of combined bookings (a resort
 * stay and a trip in one booking) split between the resort and the vessel, per booking and added
 * up per asset and currency. Users limited to some assets see the bookings they may open.
 */
export function registerAssetShareRoutes(app: FastifyInstance, bookings: BookingService): void {
  const reads = new AssetShareRepository(bookings.services.database.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/bookings/assetShare',
    {
      config: { access: { scopes: ['bookings.read'] } },
      schema: {
        tags: ['bookings'],
        querystring: assetShareQuerySchema,
        response: { 200: assetShareReportSchema },
      },
    },
    async (request): Promise<AssetShareReport> => {
      const { today } = await bookings.operatorDay();
      const period = assetSharePeriod(request.query, today);
      const rows = (await reads.combined(period, bookings.repository.visibleTo(request.principal))).filter(
        (row) => earnsAssetShare(row.state, row.calculation),
      );
      const owners = await reads.listOwners(
        rows.flatMap((row) =>
          (row.calculation?.entries ?? []).flatMap((e) => e.price ?? e.reason?.priceList?.id ?? []),
        ),
      );
      const list = rows.map((row) =>
        shareOf(row, (id) => {
          const owner = owners.get(id);
          if (owner?.resort === row.resort) return 'resort';
          return owner?.vessel === row.vessel ? 'vessel' : null;
        }),
      );
      const visible = (kind: AssetSide, asset: string) => canSeeAsset(request.principal, kind, asset);
      return { ...period, bookings: list, ...assetShareTotals(list, visible) };
    },
  );
}

function shareOf(row: CombinedBookingRow, sideOfList: (id: string) => AssetSide | null): AssetShareBooking {
  const share = bookingShare({ ...row, sideOfList });
  const part = (side: AssetSide) => ({
    asset: row[side],
    name: side === 'resort' ? row.resortName : row.vesselName,
    amount: share.amount[side],
    paid: share.paid[side],
    open: share.open[side],
    commission: share.commission[side],
  });
  return {
    id: row.id,
    bookingNo: row.bookingNo,
    state: row.state,
    from: row.from,
    to: row.to,
    leadName: row.leadName,
    currency: row.currency,
    total: row.total,
    paid: row.paid,
    open: row.total - row.paid,
    commission: share.commission.resort + share.commission.vessel,
    resort: part('resort'),
    vessel: part('vessel'),
  };
}
