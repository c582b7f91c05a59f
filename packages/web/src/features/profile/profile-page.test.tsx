import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_HEADING_VARIANT } from '../../app/page-heading.tsx';
import { fakeSession, renderWithSession, testUser } from '../../../test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

function fieldRoot(label: string): HTMLElement {
  return screen.getByLabelText(label).closest('.MuiFormControl-root') as HTMLElement;
}

describe('ProfilePage', () => {
  it('starts both cards’ first fields at the same height', () => {
    renderWithSession(<ProfilePage />, fakeSession({ user: testUser() }));
    const name = fieldRoot('Name');
    const current = fieldRoot('Current password');
    // A spaced stack pushes every child after the first down by its spacing (jsdom does not lay
    // out, so the rule is checked on the structure): both first fields must lead their stacks, and
    // the hidden username input for password managers must not sit in front of Current password.
    expect(name.previousElementSibling).toBeNull();
    expect(current.previousElementSibling).toBeNull();
    expect(screen.getByDisplayValue('mara@example.com')).not.toBeVisible();
  });

  it('names the page in the common page heading', () => {
    renderWithSession(<ProfilePage />, fakeSession({ user: testUser() }));
    const heading = screen.getByRole('heading', { level: 1, name: 'My profile' });
    expect(heading).toHaveClass(`MuiTypography-${PAGE_HEADING_VARIANT}`);
    expect(screen.getByText('Signed in as mara@example.com')).toBeInTheDocument();
  });

  it('asks a self-registered user to confirm the e-mail address, and no one else', () => {
    renderWithSession(<ProfilePage />, fakeSession({ user: testUser() }));
    expect(screen.queryByText(/is not confirmed yet/)).toBeNull();
  });
});
