import { describe, expect, it } from 'vitest';
import { childFolders, folderPath, folderTree } from './media-folders.ts';

const folders = [
  { id: 'v', name: 'Vessels', parent: null },
  { id: 'c', name: 'Cabins', parent: 'v' },
  { id: 'd', name: 'Decks', parent: 'v' },
  { id: 'a', name: 'Accommodation', parent: null },
  { id: 'x', name: 'Orphan', parent: 'gone' },
];

describe('media folders', () => {
  it('lists the children of a level by name', () => {
    expect(childFolders(folders, null).map((f) => f.name)).toEqual(['Accommodation', 'Vessels']);
    expect(childFolders(folders, 'v').map((f) => f.name)).toEqual(['Cabins', 'Decks']);
  });

  it('walks from the top to a folder', () => {
    expect(folderPath(folders, 'c').map((f) => f.name)).toEqual(['Vessels', 'Cabins']);
    expect(folderPath(folders, null)).toEqual([]);
  });

  it('survives a loop in the data', () => {
    const loop = [
      { id: '1', name: 'One', parent: '2' },
      { id: '2', name: 'Two', parent: '1' },
    ];
    expect(folderPath(loop, '1').map((f) => f.id)).toEqual(['2', '1']);
  });

  it('flattens the tree with depths, keeping folders whose parent is gone', () => {
    expect(folderTree(folders).map(({ folder, depth }) => `${depth}:${folder.name}`)).toEqual([
      '0:Accommodation',
      '0:Vessels',
      '1:Cabins',
      '1:Decks',
      '0:Orphan',
    ]);
  });
});
