import { useEffect } from 'react';
import { useDragDropManager } from 'react-dnd';

/** How close to an edge (px) the pointer must be, and the fastest scroll step per frame (px). */
const EDGE = 72;
const MAX_STEP = 18;

function step(position: number, start: number, end: number): number {
  if (position < start + EDGE) return -Math.ceil(((start + EDGE - position) / EDGE) * MAX_STEP);
  if (position > end - EDGE) return Math.ceil(((position - (end - EDGE)) / EDGE) * MAX_STEP);
  return 0;
}

/**
 * While a card is dragged, scrolls the column under the pointer when it is near the column's top or bottom, and
 * the board sideways near its left or right edge (phones show one column at a time). Works for mouse and touch.
 */
export function useDragAutoScroll(getBoard: () => HTMLElement | null, getColumns: () => HTMLElement[]): void {
  const manager = useDragDropManager();
  useEffect(() => {
    const monitor = manager.getMonitor();
    let frame: number | null = null;
    const tick = () => {
      frame = null;
      const pointer = monitor.getClientOffset();
      if (!monitor.isDragging() || !pointer) return;
      let moved = false;
      for (const column of getColumns()) {
        const rect = column.getBoundingClientRect();
        if (
          pointer.x < rect.left ||
          pointer.x > rect.right ||
          pointer.y < rect.top - EDGE ||
          pointer.y > rect.bottom + EDGE
        )
          continue;
        const dy = step(pointer.y, rect.top, rect.bottom);
        if (dy !== 0 && column.scrollHeight > column.clientHeight) {
          column.scrollTop += dy;
          moved = true;
        }
      }
      const board = getBoard();
      if (board && board.scrollWidth > board.clientWidth) {
        const rect = board.getBoundingClientRect();
        const dx = step(pointer.x, rect.left, rect.right);
        if (dx !== 0) {
          board.scrollLeft += dx;
          moved = true;
        }
      }
      // Keep scrolling while the pointer rests near an edge (touch sends no events then).
      if (moved) frame = requestAnimationFrame(tick);
    };
    const unsubscribe = monitor.subscribeToOffsetChange(() => {
      if (frame === null) frame = requestAnimationFrame(tick);
    });
    return () => {
      unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [manager, getBoard, getColumns]);
}
