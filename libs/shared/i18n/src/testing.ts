// Test helper: the real translation files, bundled, so component tests render real texts.
import type { Resource } from 'i18next';
import deAuth from '../locales/de/auth.json';
import deCommon from '../locales/de/common.json';
import deFeatures from '../locales/de/features.json';
import deLanding from '../locales/de/landing.json';
import deNavigation from '../locales/de/navigation.json';
import dePages from '../locales/de/pages.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enFeatures from '../locales/en/features.json';
import enLanding from '../locales/en/landing.json';
import enNavigation from '../locales/en/navigation.json';
import enPages from '../locales/en/pages.json';
import { initI18n } from './lib/init-i18n';

export const bundledResources: Resource = {
  en: {
    auth: enAuth,
    common: enCommon,
    features: enFeatures,
    landing: enLanding,
    navigation: enNavigation,
    pages: enPages,
  },
  de: {
    auth: deAuth,
    common: deCommon,
    features: deFeatures,
    landing: deLanding,
    navigation: deNavigation,
    pages: dePages,
  },
};

export function initTestI18n(lng = 'en') {
  return initI18n({ lng, resources: bundledResources });
}
