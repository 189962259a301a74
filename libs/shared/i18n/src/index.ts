export * from './lib/languages';
export * from './lib/texts';
export * from './lib/init-i18n';
export * from './lib/use-language';
