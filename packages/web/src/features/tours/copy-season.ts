import type { ResourceRow } from '../../resources/use-resource.ts';

/** One trip the season copy left out, and why (the vessel is out on another trip, ...). */
export interface SkippedCopy {
  from: string;
  to: string;
  source: string;
  code?: 'OUTSIDE_TARGET' | 'CLASH';
  /** The server's English wording, shown when the code is unknown. */
  reason: string;
  clash?: { tourName: string; from: string; to: string };
}

/** The answer of `POST /api/schedule/copy/{from}/{to}`. */
export interface CopyReport {
  created: ResourceRow[];
  skipped: SkippedCopy[];
}

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
export function copyCall(request: CopyRequest): { path: string; body: Record<string, unknown> } {
  const path = `/api/schedule/copy/${request.from}/${request.to}`;
  const body =
    request.mode === 'addyear'
      ? { asset: request.vessel, addyear: true }
      : { asset: request.vessel, target: { from: request.targetFrom, to: request.targetTo } };
  return { path, body };
}
