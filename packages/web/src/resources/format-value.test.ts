import { describe, expect, it } from 'vitest';
import { editPageTitle, recordTitle } from './format-value.ts';

const words = { loading: 'Vessel', creating: 'New vessel' };

describe('edit page titles', () => {
  it('says what is being created, what is loading, and then the record’s own title', () => {
    expect(editPageTitle(undefined, undefined, 'name', words)).toBe('New vessel');
    expect(editPageTitle('v1', undefined, 'name', words)).toBe('Vessel');
    expect(editPageTitle('v1', { id: 'v1', name: 'MV Sea Whisper' }, 'name', words)).toBe('MV Sea Whisper');
  });

  it('falls back to the id when the title field is empty', () => {
    expect(recordTitle({ id: 'v1', name: '' }, 'name')).toBe('v1');
  });
});
