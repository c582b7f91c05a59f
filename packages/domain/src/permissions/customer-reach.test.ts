import { describe, expect, it } from 'vitest';
import { customerReach, mayReachCustomer } from './customer-reach.ts';
import { GUEST } from './principal.ts';
import { principal } from './test-principals.ts';

const agentA = principal({ userType: 'agency', agency: 'a1', scopes: ['agencies.self', 'bookings.create'] });
const mine = { id: 'c1', agency: 'a1' };
const rivals = { id: 'c2', agency: 'a2' };
const operators = { id: 'c3', agency: null };

describe('customerReach', () => {
  it('lets an agent reach only the customers its agency created', () => {
    expect(customerReach(agentA)).toEqual({ kind: 'agency', agency: 'a1' });
    expect(mayReachCustomer(agentA, mine)).toBe(true);
    expect(mayReachCustomer(agentA, rivals)).toBe(false);
    expect(mayReachCustomer(agentA, operators)).toBe(false);
  });

  it('gives an agent without an agency nothing, never the records of no agency', () => {
    const unlinked = { ...agentA, agency: null };
    expect(customerReach(unlinked)).toEqual({ kind: 'none' });
    expect(mayReachCustomer(unlinked, operators)).toBe(false);
  });

  it('lets staff with any customer scope and administrators reach every customer', () => {
    for (const scope of ['customers.read', 'customers.create', 'customers.update', 'customers.*']) {
      const staff = principal({ scopes: [scope] });
      expect(mayReachCustomer(staff, rivals)).toBe(true);
      // An agency user granted the customer file is staff for customers.
      expect(mayReachCustomer({ ...agentA, scopes: ['agencies.self', scope] }, rivals)).toBe(true);
    }
    expect(customerReach(principal({ userType: 'admin', scopes: ['admin'] }))).toEqual({ kind: 'all' });
  });

  it('lets a customer reach its own record only', () => {
    const customer = principal({ userType: 'customer', customer: 'c1', scopes: ['customers.self'] });
    expect(mayReachCustomer(customer, mine)).toBe(true);
    expect(mayReachCustomer(customer, operators)).toBe(false);
    expect(mayReachCustomer({ ...customer, scopes: [] }, mine)).toBe(false);
  });

  it('gives users without customer scopes and guests nothing', () => {
    expect(mayReachCustomer(principal({ scopes: ['bookings.create', 'bookings.update'] }), operators)).toBe(
      false,
    );
    expect(mayReachCustomer(principal({ scopes: ['forms.read'] }), operators)).toBe(false);
    expect(mayReachCustomer({ ...GUEST, scopes: ['customers.read'] }, operators)).toBe(false);
  });
});
