import { Suspense, useMemo } from 'react';
import { GuestFormReview } from '../guest-forms/index.ts';
import { listNarrowing } from './crm-api.ts';
import { CrmFilterPanel, useCrmCriteria } from './crm-customers-page.tsx';

/**
 * /crm/guestform — the guest forms review (the screen of /customer/guestform) with the CRM filter:
 * the forms of the customers its criteria find.
 */
export function CrmGuestFormsPage() {
  const crm = useCrmCriteria();
  const filter = useMemo(() => {
    const { search, filter: rest } = listNarrowing(crm.criteria);
    return search ? { ...rest, search } : rest;
  }, [crm.criteria]);
  return (
    <Suspense fallback={null}>
      <GuestFormReview crm={{ panel: <CrmFilterPanel crm={crm} />, filter }} />
    </Suspense>
  );
}
