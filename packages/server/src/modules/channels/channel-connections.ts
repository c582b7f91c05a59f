import { randomBytes } from 'node:crypto';
import {
  CHANNEL_MESSAGES,
  type ChannelConnection,
  type ChannelConnectionInput,
  missingParts,
} from '@seaberth/domain';
import { refusal } from '../../http/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Clock } from '../jobs/index.ts';
import { ChannelError, type ChannelManager } from './channel-manager.ts';
import type { ChannelsRepository, ConnectionRow } from './channels.repository.ts';
import { ChannexAdapter, type ChannexOptions } from './channex-adapter.ts';

export const PROVIDER = 'channex';

export type ManagerFactory = (options: ChannexOptions) => ChannelManager;

/** A connection that can be used: its manager and the property the pushes are for. */
export interface UsableConnection {
  manager: ChannelManager;
  propertyId: string;
  /** Changes heard and not yet pushed when it was read. */
  pendingChanges: number;
}

/**
 * The channel manager connection: saved with the API key sealed (lib/secret-box.ts), answered without
 * it, and turned into an adapter when everything it needs is there.
 */
export class ChannelConnections {
  constructor(
    private readonly repository: ChannelsRepository,
    private readonly box: SecretBox,
    private readonly clock: Clock,
    private readonly factory: ManagerFactory = (options) => new ChannexAdapter(options),
  ) {}

  async state(): Promise<ChannelConnection> {
    return toState(await this.repository.connection(PROVIDER));
  }

  async save(input: ChannelConnectionInput): Promise<ChannelConnection> {
    const current = await this.repository.connection(PROVIDER);
    const changed =
      input.apiKey !== undefined ||
      input.baseUrl !== (current?.baseUrl ?? '') ||
      input.propertyId !== (current?.propertyId ?? '');
    await this.repository.saveConnection({
      provider: PROVIDER,
      enabled: input.enabled,
      baseUrl: input.baseUrl,
      propertyId: input.propertyId,
      ...(input.apiKey === undefined
        ? {}
        : { sealedApiKey: input.apiKey === null ? null : await this.box.seal(input.apiKey) }),
      resetCheck: changed,
      // Channex sends it as a custom header of its webhook: the booking notices are believed by it.
      ...(current?.webhookSecret ? {} : { webhookSecret: randomBytes(24).toString('base64url') }),
    });
    return this.state();
  }

  /** The connection's adapter, or undefined while something is missing or it is switched off. */
  async usable(): Promise<UsableConnection | undefined> {
    const row = await this.repository.connection(PROVIDER);
    if (!row?.enabled || missingParts(toState(row)).length) return undefined;
    const apiKey = await this.box.open(row.sealedApiKey ?? '');
    if (!apiKey) return undefined;
    return {
      manager: this.factory({ baseUrl: row.baseUrl, apiKey, propertyId: row.propertyId }),
      propertyId: row.propertyId,
      pendingChanges: row.pendingChanges,
    };
  }

  /** The adapter for a call the operator made (the pickers, the test): refuses in words when it cannot. */
  async required(): Promise<ChannelManager> {
    const row = await this.repository.connection(PROVIDER);
    if (!row || missingParts(toState(row)).length)
      throw refusal('CONFLICT', CHANNEL_MESSAGES.notConnected, {
        params: { missing: missingParts(toState(row)).join(', ') },
      });
    const apiKey = await this.box.open(row.sealedApiKey ?? '');
    if (!apiKey) throw refusal('CONFLICT', CHANNEL_MESSAGES.apiKeyUnreadable);
    return this.factory({ baseUrl: row.baseUrl, apiKey, propertyId: row.propertyId });
  }

  /** Asks the channel for the property's room types: the key, address and property hold or not. */
  async test(): Promise<ChannelConnection> {
    const manager = await this.required();
    try {
      const types = await manager.listRoomTypes();
      await this.checked(true, `${types.length} room types`);
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error;
      await this.checked(false, error.answer);
    }
    return this.state();
  }

  /** How the last contact went, as the screen shows it (a refused key marks the connection failing). */
  checked(ok: boolean, message: string): Promise<void> {
    return this.repository.checked(PROVIDER, this.clock.now(), ok, message);
  }
}

export function toState(row: ConnectionRow | undefined): ChannelConnection {
  const base = {
    baseUrl: row?.baseUrl ?? '',
    propertyId: row?.propertyId ?? '',
    apiKeySet: !!row?.sealedApiKey,
  };
  const missing = missingParts(base);
  const checked = row?.lastCheckAt
    ? { at: row.lastCheckAt.toISOString(), ok: row.lastCheckOk ?? false, message: row.lastCheckMessage }
    : null;
  return {
    provider: 'channex',
    enabled: row?.enabled ?? false,
    ...base,
    webhookSecret: row?.webhookSecret ?? '',
    status: missing.length ? 'notConnected' : !checked ? 'untested' : checked.ok ? 'ok' : 'failing',
    missing,
    lastCheck: checked,
  };
}
