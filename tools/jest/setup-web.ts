import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The suites run side by side on two cores: a screen that waits for a few requests can take longer than
// testing-library's one-second default to appear, so findBy/waitFor wait up to five seconds for it.
configure({ asyncUtilTimeout: 5_000 });

// The signed-in app preloads the kit's deferred components (dialogs, menus, comboboxes…) when the session starts, so
// pages render them from the start; component tests see them the same way.
// The formatted text's parser, which pages fetch when the first formatted text shows, is loaded ahead here too.
beforeAll(async () => {
  const { preloadDeferredComponents, loadFormatter } = await import('@taskflow/ui');
  await Promise.all([preloadDeferredComponents(), loadFormatter()]);
});
