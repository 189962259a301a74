export * from './lib/AppProviders';
export * from './lib/start-web-app';
export * from './lib/LanguageSwitcher';
export * from './lib/NotFoundPage';
export * from './lib/page-header/page-header-context';
export * from './lib/page-header/PageHeaderProvider';
