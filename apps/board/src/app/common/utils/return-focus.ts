// Where focus goes back to when a task's modal closes. Looked up when it closes, since the task's card or row may be
// a new element by then (a card moved to another column, a re-sorted list).

/** The open button of the task's Kanban card, if the card is on the page. */
export function taskCardOpenButton(taskId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-testid="task-card"][data-task-id="${taskId}"] [data-open-task]`);
}

/** The task list row's button that opened the modal; the list itself when the row is no longer shown. */
export function taskRowAction(taskId: string, action: 'details' | 'comments'): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>(
      `[data-testid="task-row"][data-task-id="${taskId}"] [data-row-action="${action}"]`,
    ) ?? document.querySelector<HTMLElement>('[data-testid="task-list"]')
  );
}
