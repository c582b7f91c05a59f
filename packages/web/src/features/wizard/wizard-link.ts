import { isIsoDate } from '@seaberth/domain';
import { type DraftDefaults, emptyDraft, STEP, type WizardDraft } from './wizard-draft.ts';
import { issuesOf } from './wizard-validation.ts';

/** The link parameters of the occupancy chart and the trip pages. */
export function hasPrefill(params: URLSearchParams): boolean {
  return params.has('resort') || params.has('schedule');
}

/**
 * The draft a link asks for: `?resort&from&to&room` (a resort stay, room preselected) or
 * `?schedule` (a trip). Such a link wins over a stored draft; a stay with valid dates opens on the
 * rooms step.
 */
export function draftFromQuery(params: URLSearchParams, defaults: DraftDefaults): WizardDraft | null {
  const base = emptyDraft(defaults);
  const schedule = params.get('schedule');
  if (schedule) {
    return { ...base, kind: 'trip', trip: { id: schedule, vessel: '', from: '', to: '', title: '' } };
  }
  const resort = params.get('resort');
  if (!resort) return null;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const draft: WizardDraft = {
    ...base,
    kind: 'resort',
    resort,
    from: isIsoDate(from) ? from : '',
    to: isIsoDate(to) ? to : '',
    preselectRoom: params.get('room') || null,
  };
  return { ...draft, step: issuesOf(draft, STEP.what).length === 0 ? STEP.rooms : STEP.what };
}
