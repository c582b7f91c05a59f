import { describe, expect, it } from 'vitest';
import { homePathFor, isClubPath, loginPathFor, logoutTarget } from './route-areas.ts';

describe('isClubPath', () => {
  it('is /club and everything below it', () => {
    expect(isClubPath('/club')).toBe(true);
    expect(isClubPath('/club/dashboard')).toBe(true);
    expect(isClubPath('/club/card?x=1')).toBe(true);
  });
  it('is not a lookalike', () => {
    expect(isClubPath('/clubs')).toBe(false);
    expect(isClubPath('/clubhouse/x')).toBe(false);
    expect(isClubPath('/booking/club')).toBe(false);
  });
});

describe('loginPathFor and homePathFor', () => {
  it('pick the club variants inside the club', () => {
    expect(loginPathFor('/club/card')).toBe('/club/login');
    expect(homePathFor('/club/card')).toBe('/club/dashboard');
    expect(loginPathFor('/booking/list')).toBe('/login');
    expect(homePathFor('/booking/list')).toBe('/');
  });
});

describe('logoutTarget', () => {
  it('goes to the club login from club pages', () => {
    expect(logoutTarget('/club/dashboard')).toBe('/club/login');
    expect(logoutTarget('/club/dashboard/bookings?x=1')).toBe('/club/login');
  });
  it('goes to /login from other pages and from a club login page', () => {
    expect(logoutTarget('/booking/list')).toBe('/login');
    expect(logoutTarget('/')).toBe('/login');
    expect(logoutTarget('/clubs')).toBe('/login');
    expect(logoutTarget('/club/login')).toBe('/login');
    expect(logoutTarget('/club/login/')).toBe('/login');
  });
});
