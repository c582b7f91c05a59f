import { Box, Paper } from '@mui/material';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

const RING = { outline: '3px solid #1a1a1a', outlineOffset: 2 } as const;

/**
 * A table's frame that scrolls sideways on a narrow screen. While its content is wider than it,
 * it is a named region with a tab stop, so a keyboard user can scroll it with the arrow keys
 * (WCAG 2.1.1); when everything fits it is no extra stop on the way.
 */
export function ScrollRegion({
  label,
  outlined = false,
  children,
}: {
  label: string;
  outlined?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  const props = {
    ref,
    sx: { overflowX: 'auto', '&:focus-visible': RING },
    ...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {}),
    children,
  };
  return outlined ? <Paper variant="outlined" {...props} /> : <Box {...props} />;
}
