import { useLayoutEffect, type RefObject } from 'react';

/** The CSS custom property (on <html>) that lifts the toast region above the floors in view, e.g. `88px`. */
export const TOAST_FLOOR_PROPERTY = '--taskflow-toast-floor';

// Only a control near the bottom of the screen is a floor; a bar scrolled up into the page is not.
const FLOOR_ZONE = 0.5;

const floors = new Set<HTMLElement>();

function updateToastFloor(): void {
  const viewport = window.innerHeight;
  let floor = 0;
  for (const element of floors) {
    const { top, height } = element.getBoundingClientRect();
    if (height > 0 && top >= viewport * FLOOR_ZONE && top < viewport) floor = Math.max(floor, viewport - top);
  }
  document.documentElement.style.setProperty(TOAST_FLOOR_PROPERTY, `${Math.round(floor)}px`);
}

/**
 * Keeps toasts off an element at the bottom of the screen (a dialog's footer with its Save button, a sticky save bar):
 * while it is mounted and near the bottom, the toast region sits above it.
 */
export function useToastFloor(ref: RefObject<HTMLElement | null>, active = true): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !active) return undefined;
    floors.add(element);
    updateToastFloor();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(updateToastFloor);
    observer?.observe(element);
    window.addEventListener('resize', updateToastFloor);
    window.addEventListener('scroll', updateToastFloor, { capture: true, passive: true });
    return () => {
      floors.delete(element);
      observer?.disconnect();
      window.removeEventListener('resize', updateToastFloor);
      window.removeEventListener('scroll', updateToastFloor, { capture: true });
      updateToastFloor();
    };
  }, [ref, active]);
}
