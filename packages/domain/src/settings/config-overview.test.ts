import { describe, expect, it } from 'vitest';
import { type ConfigOverview, configGroupStates } from './config-overview.ts';

const base: ConfigOverview = {
  company: { name: 'Coral Bay Divers', hasAddress: true, hasLogo: true, bankAccounts: 1 },
  mail: { transport: 'configured', accounts: 0, templates: 3, failed: 0 },
  payment: { providers: 1, active: 1 },
  features: { on: ['resort'], total: 19 },
  languages: { default: 'de', supported: ['de', 'en'] },
  backups: { local: 2, lastAt: '2027-03-09T02:00:00.000Z', dropbox: false },
  users: { active: 4, roles: 2 },
};

describe('configGroupStates', () => {
  it('calls a set-up office ok', () => {
    expect(Object.values(configGroupStates(base, '2027-03-10'))).toEqual(Array(7).fill('ok'));
  });

  it('asks for attention where documents, mail, payment or backups need it', () => {
    const states = configGroupStates(
      {
        ...base,
        company: { ...base.company, hasAddress: false },
        mail: { ...base.mail, failed: 2 },
        payment: { providers: 2, active: 0 },
        backups: { ...base.backups, lastAt: '2027-03-02T23:00:00.000Z' },
      },
      '2027-03-10',
    );
    expect(states).toMatchObject({
      company: 'attention',
      mail: 'attention',
      payment: 'attention',
      backups: 'attention',
    });
  });

  it('calls payment off without providers, and mail attention without any way to send', () => {
    const states = configGroupStates(
      {
        ...base,
        payment: { providers: 0, active: 0 },
        mail: { ...base.mail, transport: 'none' },
        backups: { ...base.backups, lastAt: null },
      },
      '2027-03-10',
    );
    expect(states).toMatchObject({ payment: 'off', mail: 'attention', backups: 'attention' });
    expect(configGroupStates(base, '2027-03-16').backups).toBe('ok');
    expect(configGroupStates(base, '2027-03-17').backups).toBe('attention');
  });
});
