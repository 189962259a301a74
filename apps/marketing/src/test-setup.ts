// The website's component tests render its real texts.
import { registerTexts } from '@taskflow/i18n';
import { allMarketingTexts } from './app/marketing-texts';

registerTexts(allMarketingTexts);
