import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { principalWith, renderWithApp } from '../../resources/test-support.tsx';
import { StateChoice } from './state-choice.tsx';
import { AGENCY, BOOTSTRAP } from './wizard-fixtures.ts';

const agent = { ...principalWith(['bookings.create', 'agencies.self']), agency: AGENCY };
const offered = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));

describe('StateChoice', () => {
  it('offers staff an offer, a reservation or a booking', () => {
    renderWithApp(<StateChoice value="planned" onChange={() => {}} />, {
      session: { bootstrap: BOOTSTRAP },
      principal: principalWith(['bookings.create', 'bookings.update']),
    });
    expect(offered()).toEqual(['draft', 'planned', 'confirmed']);
  });

  it('offers an agent what the operator opened to agents: offer and reservation by default', () => {
    renderWithApp(<StateChoice value="planned" onChange={() => {}} />, {
      session: { bootstrap: BOOTSTRAP },
      principal: agent,
    });
    expect(offered()).toEqual(['draft', 'planned']);
    expect(screen.queryByRole('radio', { name: 'Booking' })).toBeNull();
  });

  it('offers an agent a booking once the operator allows it', () => {
    renderWithApp(<StateChoice value="planned" onChange={() => {}} />, {
      session: { bootstrap: { ...BOOTSTRAP, agentStates: ['draft', 'planned', 'confirmed'] } },
      principal: agent,
    });
    expect(offered()).toEqual(['draft', 'planned', 'confirmed']);
  });
});
