import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;
let admin: string;
let resort: { id: string };

const post = (url: string, payload: Record<string, unknown>, token = admin) =>
  ctx.request({ method: 'POST', url, token, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  resort = (await post('/api/resort', { name: 'Reef Lodge' })).json();
});
afterAll(() => ctx.close());

describe('employees and work logs', () => {
  it('keeps dates as YYYY-MM-DD on both database drivers and checks shifts', async () => {
    const employee = await post('/api/employee', {
      firstName: 'Ana',
      lastName: 'Reyes',
      role: 'instructor',
      resort: resort.id,
      startDate: '2026-03-01',
    });
    expect(employee.statusCode).toBe(201);
    expect(employee.json()).toMatchObject({ startDate: '2026-03-01', role: 'instructor', isActive: true });

    const shift = await post('/api/worklog', {
      employee: employee.json().id,
      date: '2026-11-20',
      start: '07:30',
      end: '16:00',
      breakMinutes: 45,
      activity: 'Two boat dives',
    });
    expect(shift.statusCode).toBe(201);
    expect(shift.json().date).toBe('2026-11-20');
    const fetched = (
      await ctx.request({ method: 'GET', url: `/api/worklog/${shift.json().id}`, token: admin })
    ).json();
    expect(fetched.date).toBe('2026-11-20');

    const backwards = await post('/api/worklog', {
      employee: employee.json().id,
      date: '2026-11-20',
      start: '16:00',
      end: '07:30',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields[0]).toMatchObject({
      path: 'end',
      message: 'The shift must end after it starts',
    });
    const longBreak = await post('/api/worklog', {
      employee: employee.json().id,
      date: '2026-11-20',
      start: '08:00',
      end: '09:00',
      breakMinutes: 60,
    });
    expect(longBreak.json().fields[0].path).toBe('breakMinutes');
    const badDate = await post('/api/worklog', {
      employee: employee.json().id,
      date: '2026-02-30',
      start: '08:00',
      end: '09:00',
    });
    expect(badDate.json().fields[0].path).toBe('date');
  });

  it('filters work logs by employee and date', async () => {
    const employee = (await post('/api/employee', { firstName: 'Ben', lastName: 'Cruz' })).json();
    for (const date of ['2026-11-01', '2026-11-02', '2026-11-03']) {
      await post('/api/worklog', { employee: employee.id, date, start: '08:00', end: '12:00' });
    }
    const filter = encodeURIComponent(
      JSON.stringify({ employee: employee.id, date: ['2026-11-01', '2026-11-03'] }),
    );
    const logs = (
      await ctx.request({
        method: 'GET',
        url: `/api/worklog?filter=${filter}&sort=date&order=1`,
        token: admin,
      })
    ).json();
    expect(logs.data.map((l: { date: string }) => l.date)).toEqual(['2026-11-01', '2026-11-03']);
  });

  it('is gone when both the resort and the vessel area are switched off', async () => {
    const off = await createTestContext();
    try {
      const token = await off.adminToken();
      for (const key of ['resort', 'vessel']) {
        await off.request({
          method: 'POST',
          url: '/api/settings',
          token,
          payload: { group: 'features', key, value: 'false' },
        });
      }
      expect((await off.request({ method: 'GET', url: '/api/employee', token })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('booking sources, categories, day guests and day events', () => {
  it('validates colours, channels and the one-asset rule', async () => {
    expect(
      (await post('/api/bookingcategory', { name: 'Groups', color: 'teal' })).json().fields[0].path,
    ).toBe('color');
    expect((await post('/api/bookingcategory', { name: 'Groups', color: '#2e86ab' })).statusCode).toBe(201);
    expect(
      (await post('/api/bookingsource', { name: 'Booking portal', channel: 'ota' })).json(),
    ).toMatchObject({ channel: 'ota', isActive: true });
    expect((await post('/api/bookingsource', { name: 'Fax', channel: 'fax' })).statusCode).toBe(400);
    expect(
      (await post('/api/dayguest', { date: '2026-12-01', name: 'Snorkel group' })).json().fields[0].path,
    ).toBe('resort');
    expect(
      (await post('/api/dayguest', { date: '2026-12-01', name: 'Snorkel group', pax: 6, resort: resort.id }))
        .statusCode,
    ).toBe(201);
    const event = await post('/api/dayevent', {
      date: '2026-12-24',
      until: '2026-12-23',
      title: 'Christmas',
    });
    expect(event.json().fields[0].path).toBe('until');
  });

  it('lets any logged-in user read the lists bookings are filed under, but not change them', async () => {
    await post('/api/users', {
      name: 'Reader',
      email: 'reader@test.local',
      password: 'secret1',
      permissions: { scope: ['bookings.read'] },
    });
    const reader = (await ctx.login('reader@test.local', 'secret1')).token;
    expect(
      (await ctx.request({ method: 'GET', url: '/api/bookingcategory', token: reader })).statusCode,
    ).toBe(200);
    expect((await post('/api/bookingcategory', { name: 'Sneaky' }, reader)).statusCode).toBe(403);
  });
});
