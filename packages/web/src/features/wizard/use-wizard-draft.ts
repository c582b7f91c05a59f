import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readStored, removeStored, writeStored } from '../../app/storage.ts';
import {
  type DraftDefaults,
  emptyDraft,
  parseStoredDraft,
  WIZARD_DRAFT_KEY,
  type WizardDraft,
} from './wizard-draft.ts';
import { draftFromQuery, hasPrefill } from './wizard-link.ts';

/** A link's draft, else the one kept in this browser, else a fresh one. */
export function initialDraft(params: URLSearchParams, defaults: DraftDefaults): WizardDraft {
  return (
    draftFromQuery(params, defaults) ?? parseStoredDraft(readStored(WIZARD_DRAFT_KEY)) ?? emptyDraft(defaults)
  );
}

/**
 * The wizard's draft, kept in localStorage on every change so a reload or a phone call loses
 * nothing. A link's parameters win over the stored draft once; they are then taken off the address
 * so that a reload restores what was entered since.
 */
export function useWizardDraft(defaults: DraftDefaults) {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<WizardDraft>(() => initialDraft(params, defaults));
  // The link read by useState above; a later one (the same screen opened again from another
  // link) replaces the draft as well. Either way the parameters then leave the address.
  const firstLink = useRef(hasPrefill(params));
  useEffect(() => {
    if (!hasPrefill(params)) return;
    if (firstLink.current) firstLink.current = false;
    else {
      const linked = draftFromQuery(params, defaults);
      if (linked) setDraft(linked);
    }
    setParams({}, { replace: true });
  }, [params, setParams, defaults]);

  // Nothing is written once the booking exists (see `forget`).
  const done = useRef(false);
  useEffect(() => {
    if (!done.current) writeStored(WIZARD_DRAFT_KEY, draft);
  }, [draft]);

  const update = useCallback((change: (current: WizardDraft) => WizardDraft) => setDraft(change), []);

  /** Start over: the stored draft goes and a fresh one begins. */
  const reset = useCallback(() => {
    removeStored(WIZARD_DRAFT_KEY);
    setDraft(emptyDraft(defaults));
  }, [defaults]);

  /** The booking was created: the draft is done with. */
  const forget = useCallback(() => {
    done.current = true;
    removeStored(WIZARD_DRAFT_KEY);
  }, []);

  return { draft, update, reset, forget };
}
