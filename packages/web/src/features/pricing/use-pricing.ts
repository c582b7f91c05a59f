import { type Calculation, type QuoteDraft, type quoteDraftSchema } from '@seaberth/domain';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { BodyOf } from '../../api/contract.ts';

/** The quote endpoint of issue 5: a booking draft in, the engine's explained calculation out. */
export function postQuote(
  draft: QuoteDraft | z.input<typeof quoteDraftSchema>,
  signal?: AbortSignal,
): Promise<Calculation> {
  return api.POST('/api/book/booking/price', { body: { ...draft }, signal });
}

/** The special editor's preview: the special as in the form, tried on a sample booking. */
export type SpecialPreviewRequest = BodyOf<'/api/specials/preview', 'post'>;

export function postSpecialPreview(request: SpecialPreviewRequest, signal?: AbortSignal) {
  return api.POST('/api/specials/preview', { body: request, signal });
}

/** Quotes on demand; failures are shown where the quote is (field errors or an alert). */
export function useQuote() {
  return useMutation({ meta: { silent: true }, mutationFn: (draft: QuoteDraft) => postQuote(draft) });
}
