import { effectiveOnlinePayment, type OnlinePaymentMethod, offeredPayments } from '@seaberth/domain';
import { useMemo } from 'react';
import { useBookingSetup, useCatalogView } from './booking-setup.ts';
import { useOnlineAssets } from './online-api.ts';

/**
 * The ways a guest may pay at this resort or on this vessel, as the server will book them: the
 * widget's setting (or the asset's) among the ways that can take money now (domain
 * online-payment.ts). Empty while unknown or when none can.
 */
export function useOfferedPayments(asset: string | null): OnlinePaymentMethod[] {
  const { widget } = useBookingSetup();
  const assets = useOnlineAssets(useCatalogView().lang);
  return useMemo(() => {
    const found = assets.data?.find((a) => a.id === asset);
    if (!found) return [];
    return offeredPayments(
      effectiveOnlinePayment(found.onlinePayment, widget?.onlinePayment),
      found.paymentsAvailable,
    );
  }, [assets.data, asset, widget?.onlinePayment]);
}
