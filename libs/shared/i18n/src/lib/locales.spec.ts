import { join } from 'node:path';
import { describeTranslationFiles } from '../testing';
import { COMMON_NAMESPACE } from './languages';

// Only the truly shared texts live in this library; every app keeps its own next to its code.
describeTranslationFiles(join(__dirname, '../../locales'), [COMMON_NAMESPACE]);
