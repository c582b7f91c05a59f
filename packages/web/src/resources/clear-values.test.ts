import { destinationResource, userResource } from '@seaberth/domain';
import { describe, expect, it } from 'vitest';
import { clearedAsNull } from './use-resource.ts';

describe('update body', () => {
  it('sends a field the user emptied as null so the server clears it', () => {
    expect(clearedAsNull(destinationResource, { name: 'Komodo', description: '' })).toEqual({
      name: 'Komodo',
      description: '',
      country: null,
    });
  });

  it('leaves an empty write-only password out, keeping the stored one', () => {
    const body = clearedAsNull(userResource, { name: 'Rita', email: 'r@x.io' });
    expect(body).not.toHaveProperty('password');
    expect(body.phone).toBeNull();
  });
});
