// The website's component tests render its real texts.
import { registerTexts } from '@taskflow/i18n';
import { marketingTexts } from './app/marketing-texts';

registerTexts(marketingTexts);
