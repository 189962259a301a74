/** Element ids inside the checklist section, so focus can be put back after the list changes. */
export const checklistIds = {
  addField: (taskId: string) => `checklist-${taskId}-add`,
  check: (itemId: string) => `checklist-item-${itemId}-check`,
  rename: (itemId: string) => `checklist-item-${itemId}-rename`,
  renameField: (itemId: string) => `checklist-item-${itemId}-title`,
  moveUp: (itemId: string) => `checklist-item-${itemId}-up`,
  moveDown: (itemId: string) => `checklist-item-${itemId}-down`,
};
