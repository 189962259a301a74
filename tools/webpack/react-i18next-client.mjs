// What the apps share as `react-i18next`: its hooks, providers and HOCs, without the <Trans> and <IcuTrans>
// components (their HTML and ICU parsers are two thirds of the package). A shared module is built whole, because any
// remote may use any of its exports; re-exporting from here lets webpack drop the rest (10.7 KB gzip whole, this 3.9).
// The apps translate with `t()` only. apps/shell/src/remotes/shared-i18n-api.spec.ts checks that they import nothing
// from react-i18next that is not here; to use <Trans>, add it here (and accept the bytes on every page).
// It imports the package's ES build by its file: `from 'react-i18next'` would be the shared module itself again (a
// module waiting for itself), and the package's exports map does not list that file.
export {
  I18nContext,
  I18nextProvider,
  Translation,
  composeInitialProps,
  getDefaults,
  getI18n,
  getInitialProps,
  initReactI18next,
  setDefaults,
  setI18n,
  useSSR,
  useTranslation,
  withSSR,
  withTranslation,
} from '../../node_modules/react-i18next/dist/es/index.js';
