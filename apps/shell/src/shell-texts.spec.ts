import { join } from 'node:path';
import { describeTranslationFiles } from '@taskflow/i18n/testing';
import { shellTexts } from './shell-texts';

describeTranslationFiles(
  join(__dirname, 'locales'),
  shellTexts.map((text) => text.namespace),
);
