import { agentAgency, agentStatesOf, LANGUAGES, type Language } from '@seaberth/domain';
import { useMemo } from 'react';
import { useSession } from '../../app/session-context.ts';
import { currentLanguage } from '../../i18n/index.ts';
import {
  DEFAULT_CHILD_MAX_AGE,
  type DraftDefaults,
  WIZARD_STATES,
  type WizardState,
} from './wizard-draft.ts';
import type { AssetOption } from '../../ui/stay-fields.tsx';

/** Who holds one of these books for any agency; an agent (agencies.self) for their own. */
const AGENT_FULL_SCOPES = ['bookings.read', 'bookings.update'];

/**
 * What the wizard reads from bootstrap: the resorts and vessels this user may book (`assets`), the
 * currencies, and the child age limit when the server sends one.
 */
export function useWizardSession() {
  const { bootstrap, principal } = useSession();
  return useMemo(() => {
    const assets = (Array.isArray(bootstrap?.assets) ? bootstrap.assets : []) as AssetOption[];
    const resorts = assets.filter((asset) => asset.type === 'resort');
    const vessels = assets.filter((asset) => asset.type === 'vessel');
    const defaultCurrency =
      typeof bootstrap?.defaultCurrency === 'string' && bootstrap.defaultCurrency
        ? bootstrap.defaultCurrency
        : 'EUR';
    const supported = Array.isArray(bootstrap?.supportedCurrencies)
      ? (bootstrap.supportedCurrencies as unknown[]).filter(
          (code): code is string => typeof code === 'string',
        )
      : [];
    const currencies = supported.includes(defaultCurrency) ? supported : [defaultCurrency, ...supported];
    // An older server without childMaxAge in bootstrap: the server's default.
    const raw = bootstrap?.childMaxAge;
    const childMaxAge =
      typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : DEFAULT_CHILD_MAX_AGE;
    const language = currentLanguage();
    const agentOf = agentAgency(principal, AGENT_FULL_SCOPES);
    const canResort = resorts.length > 0 || assets.length === 0;
    const canTrip = vessels.length > 0 || assets.length === 0;
    const defaults: DraftDefaults = {
      kind: canResort ? 'resort' : 'trip',
      currency: defaultCurrency,
      language: (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'de',
      ...(resorts.length === 1 ? { resort: resorts[0]?.id } : {}),
      // An agent books for their own agency (the server insists on it too).
      ...(agentOf ? { agency: agentOf } : {}),
    };
    return {
      resorts,
      vessels,
      /** The agency an agent books for, fixed; undefined for everyone else. */
      agentOf,
      currencies,
      childMaxAge,
      defaults,
      // Without any asset in bootstrap (an older server) both kinds stay on offer.
      canResort,
      canTrip,
    };
  }, [bootstrap, principal]);
}

/**
 * The states a new booking may start in for this user: all three for staff; for an agent those the
 * operator opened to agents (bootstrap agentStates, setting booking.agentStates; the server insists).
 */
export function useNewBookingStates(): readonly WizardState[] {
  const { bootstrap, principal } = useSession();
  return useMemo(() => {
    if (agentAgency(principal, AGENT_FULL_SCOPES) === undefined) return WIZARD_STATES;
    const raw = bootstrap?.agentStates;
    const opened = agentStatesOf(Array.isArray(raw) ? raw.join(',') : undefined);
    return WIZARD_STATES.filter((state) => (opened as string[]).includes(state));
  }, [bootstrap, principal]);
}
