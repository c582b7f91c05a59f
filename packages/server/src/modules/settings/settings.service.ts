import {
  DEFAULT_FEATURES,
  DEFAULT_VIEWS,
  FEATURES,
  type FeatureState,
  VIEW_SWITCHES,
  type ViewState,
} from '@seaberth/domain';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { SettingsRepository } from './settings.repository.ts';

type SettingsMap = Map<string, Map<string, string>>;

/** How long a process trusts its copy while it hears every change (a net under the feed)… */
const CACHE_MS = 5 * 60_000;
/** …and while it does not: then other processes' writes show up within this time. */
const BLIND_CACHE_MS = 5000;

/**
 * Settings are read on almost every request (feature flags), so they are cached in memory. A write
 * anywhere reaches every process through the change feed and drops its copy; a write here drops it
 * at once.
 */
export class SettingsService {
  private cache?: { at: number; map: SettingsMap };
  private loading?: Promise<SettingsMap>;

  constructor(
    private readonly repository: SettingsRepository,
    private readonly feed?: ChangeFeed,
  ) {
    feed?.on(({ table }) => {
      if (table === 'settings' || table === '*') this.invalidate();
    });
  }

  invalidate(): void {
    this.cache = undefined;
    this.loading = undefined;
  }

  private async load(): Promise<SettingsMap> {
    const trusted = this.feed?.live ? CACHE_MS : BLIND_CACHE_MS;
    if (this.cache && Date.now() - this.cache.at < trusted) return this.cache.map;
    if (this.loading) return this.loading;
    const loading = this.repository.all().then((rows) => {
      const map: SettingsMap = new Map();
      for (const row of rows) {
        if (!map.has(row.group)) map.set(row.group, new Map());
        map.get(row.group)!.set(row.key, row.value);
      }
      // A change heard while this read was under way dropped it: keep nothing it read.
      if (this.loading === loading) {
        this.cache = { at: Date.now(), map };
        this.loading = undefined;
      }
      return map;
    });
    this.loading = loading;
    loading.catch(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    return loading;
  }

  async group(group: string): Promise<Record<string, string>> {
    return Object.fromEntries((await this.load()).get(group) ?? []);
  }

  async get(group: string, key: string): Promise<string | undefined> {
    return (await this.load()).get(group)?.get(key);
  }

  async getBoolean(group: string, key: string, fallback: boolean): Promise<boolean> {
    const value = await this.get(group, key);
    return value === undefined ? fallback : value === 'true' || value === '1';
  }

  async put(group: string, key: string, value: string): Promise<void> {
    await this.repository.put(group, key, value);
    this.invalidate();
  }

  async features(): Promise<FeatureState> {
    const stored = await this.group('features');
    const state = { ...DEFAULT_FEATURES };
    for (const flag of FEATURES)
      if (flag in stored) state[flag] = stored[flag] === 'true' || stored[flag] === '1';
    return state;
  }

  async views(): Promise<ViewState> {
    const stored = await this.group('views');
    const state = { ...DEFAULT_VIEWS };
    for (const view of VIEW_SWITCHES)
      if (view in stored) state[view] = stored[view] === 'true' || stored[view] === '1';
    return state;
  }
}
