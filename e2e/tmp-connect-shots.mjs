import { chromium } from '@playwright/test';
const BASE = 'http://localhost:3992';
const json = async (method, path, token, body) => {
  const r = await fetch(BASE + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const t = await r.text(); if (!r.ok) console.log(method, path, r.status, t.slice(0, 300)); return t ? JSON.parse(t) : undefined;
};
const auth = await json('POST', '/api/auth/token', null, { email: 'a@b.org', password: 'secret123456' });
const token = auth.token;
const list = await json('GET', '/api/systemconnection', token);
if (!list.data.find((c) => c.key === 'hq'))
  await json('POST', '/api/systemconnection', token, { key: 'hq', name: 'Komodo Liveaboard Group HQ', url: BASE, secret: 'screenshot-secret-0123456789abcdef' });
await json('POST', `/api/users/${auth.user.id}/link/hq`, token, {});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.addInitScript((value) => { if (!sessionStorage.getItem('x')) { sessionStorage.setItem('x', '1'); localStorage.setItem('seaberth.auth', value); } },
  JSON.stringify({ token, expiresAt: Date.now() + auth.expiresIn * 1000, lifetime: auth.expiresIn, user: auth.user }));
const shot = async (name) => { await page.waitForTimeout(2500); await page.screenshot({ path: `/tmp/connect-shots/${name}.png` }); };
await page.goto(BASE + '/config/systems'); await shot('systems-desktop');
await page.getByRole('row').filter({ hasText: 'Reef Lodge Bunaken' }).getByRole('menuitem', { name: /^Test/ }).click();
await shot('systems-test-unreachable');
await page.keyboard.press('Escape');
await page.goto(BASE + '/master/booking?system=hq'); await shot('master-list-desktop');
await page.setViewportSize({ width: 390, height: 844 }); await shot('master-list-phone');
await page.setViewportSize({ width: 1366, height: 768 });
await page.getByRole('table').getByRole('link').first().click(); await shot('master-booking-desktop');
await page.setViewportSize({ width: 390, height: 844 }); await shot('master-booking-phone');
await page.setViewportSize({ width: 1366, height: 768 });
await page.goto(BASE + '/jump/hq?to=/booking/list'); await page.waitForTimeout(6000); await shot('jump-desktop');
await page.goto(BASE + '/de/config/systems').catch(() => {});
await browser.close();
