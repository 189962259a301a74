/** Ports of the product served for the browser tests (away from npm start's 3000 and 4200–4204). */
export const E2E_PORTS = {
  api: 3310,
  shell: 4310,
  marketing: 4311,
  board: 4312,
  messages: 4313,
  settings: 4314,
  /** A second shell whose manifest points the board remote at a dead address. */
  shellWithDeadBoard: 4320,
  deadBoard: 4329,
};
