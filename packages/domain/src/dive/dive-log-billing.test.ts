import { describe, expect, it } from 'vitest';
import { billDive, divePackagesOf } from './dive-log-billing.ts';

const days = { divesPerDay: 3, daysWithoutDives: 3 };
const week = { from: '2031-03-01', to: '2031-03-08' };

describe('dive packages', () => {
  it('count dives and dive days as the quote does: dive days = nights + 1 − days without dives', () => {
    const packages = divePackagesOf(
      [
        { id: 'dives', name: '10 dives', addRule: 'PerDive', quantity: 2 },
        { id: 'days', name: 'Dive days', addRule: 'PerDiveDay', customers: ['anna'] },
        { id: 'towel', name: 'Towel', addRule: 'PerPerson' },
      ],
      week,
      days,
    );
    expect(packages).toEqual([
      { product: 'dives', name: '10 dives', rule: 'PerDive', customers: null, perGuest: 5 * 3 * 2 },
      { product: 'days', name: 'Dive days', rule: 'PerDiveDay', customers: ['anna'], perGuest: 5 },
    ]);
  });

  it('uses a PerDive package dive by dive, then charges', () => {
    const [pack] = divePackagesOf([{ id: 'p', name: 'Two dives', addRule: 'PerDive' }], week, {
      divesPerDay: 1,
      daysWithoutDives: 6,
    });
    expect(pack!.perGuest).toBe(2);
    const dive = { customer: 'anna', date: '2031-03-02' };
    expect(billDive(dive, [pack!], [])).toEqual({ billing: 'package', product: 'p' });
    expect(billDive(dive, [pack!], [{ product: 'p', date: '2031-03-02' }])).toEqual({
      billing: 'package',
      product: 'p',
    });
    expect(
      billDive(
        dive,
        [pack!],
        [
          { product: 'p', date: '2031-03-02' },
          { product: 'p', date: '2031-03-02' },
        ],
      ),
    ).toEqual({ billing: 'charged' });
  });

  it('covers every dive of a day a PerDiveDay package already covers, and only its own guests', () => {
    const [pack] = divePackagesOf(
      [{ id: 'd', name: 'One dive day', addRule: 'PerDiveDay', customers: ['anna'] }],
      week,
      {
        divesPerDay: 3,
        daysWithoutDives: 7,
      },
    );
    expect(pack!.perGuest).toBe(1);
    const used = [{ product: 'd', date: '2031-03-02' }];
    expect(billDive({ customer: 'anna', date: '2031-03-02' }, [pack!], used).billing).toBe('package');
    expect(billDive({ customer: 'anna', date: '2031-03-03' }, [pack!], used).billing).toBe('charged');
    expect(billDive({ customer: 'ben', date: '2031-03-02' }, [pack!], []).billing).toBe('charged');
  });
});
