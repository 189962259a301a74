import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The signed-in app preloads the kit's deferred components (dialogs, menus, comboboxes…) when the session starts, so
// pages render them from the start; component tests see them the same way.
beforeAll(async () => {
  const { preloadDeferredComponents } = await import('@taskflow/ui');
  await preloadDeferredComponents();
});
