import { api } from '../../api/client.ts';
import type { AnswerOf } from '../../api/contract.ts';

/** The answer of `POST /api/schedule/copy/{from}/{to}`: the trips made and those left out. */
export type CopyReport = AnswerOf<'/api/schedule/copy/{from}/{to}', 'post'>;

/** One trip the season copy left out, and why (the vessel is out on another trip, ...). */
export type SkippedCopy = CopyReport['skipped'][number];

export interface CopyRequest {
  vessel: string;
  from: string;
  to: string;
  /** One year later on the same weekday, or into the target period. */
  mode: 'addyear' | 'target';
  targetFrom: string;
  targetTo: string;
}

/** The call that copies a season: the period in the path, the vessel and where to in the body. */
export function copySeason(request: CopyRequest) {
  return api.POST('/api/schedule/copy/{from}/{to}', {
    path: { from: request.from, to: request.to },
    body:
      request.mode === 'addyear'
        ? { asset: request.vessel, addyear: true }
        : { asset: request.vessel, target: { from: request.targetFrom, to: request.targetTo } },
  });
}
