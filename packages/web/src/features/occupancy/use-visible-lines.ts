import { type RefObject, useLayoutEffect, useMemo, useState } from 'react';
import type { ChartLine } from './chart-model.ts';

/** Heights of the chart's lines in pixels (the stylesheet of occupancy-grid.tsx sets the same). */
export const LINE_HEIGHT = { type: 22, room: 28, bed: 22 } as const;

/** Lines drawn beyond the visible part, so scrolling never shows an empty stretch. */
const OVERSCAN_PX = 400;

/**
 * Which lines of the chart are on screen (with a margin): 200 rooms are some 5,600 pixels of
 * lines, of which a screen shows a twentieth, and drawing only those keeps paging a three-month
 * chart well under half a second. Follows any scrolling ancestor and the window's size.
 */
export function useVisibleLines(lines: ChartLine[], grid: RefObject<HTMLElement | null>) {
  const offsets = useMemo(() => {
    const tops = [0];
    for (const line of lines) tops.push(tops[tops.length - 1]! + LINE_HEIGHT[line.kind]);
    return tops;
  }, [lines]);
  const [range, setRange] = useState({ start: 0, end: Math.min(lines.length, 40) });

  useLayoutEffect(() => {
    const update = () => {
      const element = grid.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top;
      const from = -top - OVERSCAN_PX;
      const to = -top + window.innerHeight + OVERSCAN_PX;
      let start = 0;
      while (start < lines.length && offsets[start + 1]! <= from) start++;
      let end = start;
      while (end < lines.length && offsets[end]! < to) end++;
      setRange((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    update();
    document.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [lines, offsets, grid]);

  return {
    start: range.start,
    end: range.end,
    before: offsets[range.start] ?? 0,
    after: (offsets[lines.length] ?? 0) - (offsets[range.end] ?? 0),
  };
}
