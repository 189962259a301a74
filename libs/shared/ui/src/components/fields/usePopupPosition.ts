import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';

/**
 * Places a drop-down under its field, as wide as the field, flipping above when there is no room
 * below. `fixed` lets it escape scrolling containers such as a dialog body.
 */
export function usePopupPosition(open: boolean) {
  return useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          Object.assign(elements.floating.style, {
            width: `${rects.reference.width}px`,
            maxHeight: `${Math.max(120, Math.min(320, availableHeight))}px`,
          });
        },
      }),
    ],
  });
}
