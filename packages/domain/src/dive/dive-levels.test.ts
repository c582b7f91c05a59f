import { describe, expect, it } from 'vitest';
import { diveLevelOf, meetsDiveLevel } from './dive-levels.ts';

describe('dive levels', () => {
  it.each([
    ['PADI Open Water Diver', 'openWater'],
    ['SSI Open Water Diver', 'openWater'],
    ['OWD', 'openWater'],
    ['CMAS *', 'openWater'],
    ['PADI Advanced Open Water', 'advancedOpenWater'],
    ['AOWD', 'advancedOpenWater'],
    ['SSI Advanced Adventurer', 'advancedOpenWater'],
    ['CMAS **', 'advancedOpenWater'],
    ['Rescue Diver', 'rescue'],
    ['PADI Master Scuba Diver', 'rescue'],
    ['Divemaster', 'divemaster'],
    ['CMAS ***', 'divemaster'],
    ['Open Water Scuba Instructor', 'divemaster'],
    ['', 'none'],
    ['Snorkeller', 'none'],
  ])('reads "%s" as %s', (text, level) => {
    expect(diveLevelOf(text)).toBe(level);
  });

  it('lets a higher level dive where a lower one is asked, never the other way', () => {
    expect(meetsDiveLevel('advancedOpenWater', 'openWater')).toBe(true);
    expect(meetsDiveLevel('openWater', 'openWater')).toBe(true);
    expect(meetsDiveLevel('openWater', 'advancedOpenWater')).toBe(false);
    expect(meetsDiveLevel('none', 'openWater')).toBe(false);
  });
});
