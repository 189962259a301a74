// Types `theme` in every styled component of every app that imports @taskflow/ui.
// theme.ts imports this file (type-only), so the augmentation is part of any program that uses the lib.
import 'styled-components';
import type { TaskflowTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- augmentation must be an interface
  export interface DefaultTheme extends TaskflowTheme {}
}
