// The shell's component tests render its real texts.
import { configure } from '@testing-library/react';
import { registerTexts } from '@taskflow/i18n';
import { shellTexts } from './shell-texts';

registerTexts(shellTexts);
// The shell loads its sign-in pages and its signed-in layout on first use (each compiled on first import in a test
// run): leave room for that on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
