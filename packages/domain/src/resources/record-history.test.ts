import { describe, expect, it } from 'vitest';
import { recordChanges } from './record-history.ts';

describe('recordChanges', () => {
  const fields = ['masterData', 'contact', 'note', 'tags'];

  it('names each changed leaf by its path and leaves alone what did not change', () => {
    expect(
      recordChanges(
        {
          masterData: { firstName: 'Ines', birthday: null },
          contact: { email: 'a@x.org' },
          note: '',
          sortName: 'a',
        },
        {
          masterData: { firstName: 'Ines', birthday: '1988-04-02' },
          contact: { email: 'b@x.org' },
          note: '',
          sortName: 'b',
        },
        fields,
      ),
    ).toEqual([
      { field: 'masterData.birthday', before: null, after: '1988-04-02' },
      { field: 'contact.email', before: 'a@x.org', after: 'b@x.org' },
    ]);
  });

  it('lists every filled field of a new record, and compares lists whole', () => {
    expect(
      recordChanges(null, { masterData: { firstName: 'Ines', title: '' }, tags: ['a'] }, fields),
    ).toEqual([
      { field: 'masterData.firstName', before: null, after: 'Ines' },
      { field: 'tags', before: null, after: ['a'] },
    ]);
    expect(recordChanges({ tags: ['a'] }, { tags: ['a', 'b'] }, fields)).toEqual([
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });
});
