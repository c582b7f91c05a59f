import { useCallback, useEffect, useState } from 'react';

/** The width of an element, following resizes; `fallback` until measured (and where nothing lays out). */
export function useElementWidth(fallback: number) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((node: HTMLElement | null) => setElement(node), []);
  return { ref, width };
}
