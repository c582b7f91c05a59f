// The ledger feature's public face: what other features use of it.
export { type LedgerDefinition, ledgerParams, useAddLedgerEntry } from './ledger-api.ts';
export { LedgerKindSelect } from './ledger-kind-select.tsx';
export { LedgerView } from './ledger-view.tsx';
