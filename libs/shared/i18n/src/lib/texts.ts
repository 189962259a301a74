import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type ResourceKey } from 'i18next';
import { isSupportedLanguage, type SupportedLanguage } from './languages';

/** A translation file as a dynamic import gives it (`{ default: {...} }`) or as a plain object. */
export type TextsFile = ResourceKey | { default: ResourceKey };

/**
 * One namespace of texts and where its app finds them, e.g.
 * `{ namespace: 'board', load: (lng) => import(\`../locales/${lng}/board.json\`) }`.
 * The dynamic import makes webpack emit one chunk per language into the app's own build,
 * fetched from the app's own public path: a remote ships its texts with its pages.
 */
export interface NamespaceTexts {
  namespace: string;
  load: (language: SupportedLanguage) => Promise<TextsFile>;
}

const loaders = new Map<string, NamespaceTexts['load']>();

/** Makes i18next load these namespaces through their apps' loaders (idempotent; the last loader wins). */
export function registerTexts(texts: readonly NamespaceTexts[]): void {
  for (const { namespace, load } of texts) loaders.set(namespace, load);
}

/** Namespaces whose loaders are registered. */
export function registeredNamespaces(): string[] {
  return [...loaders.keys()];
}

const contentOf = (file: TextsFile): ResourceKey =>
  typeof file === 'object' && file !== null && 'default' in file ? (file.default as ResourceKey) : file;

/**
 * The i18next backend of TaskFlow: reads a namespace through the loader its app registered.
 * i18next loads every namespace in use for a new language before it switches, so a language
 * change never shows keys, also for the texts of a remote.
 */
export const textsBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders.get(namespace);
    if (!load) return callback(new Error(`No texts registered for the namespace "${namespace}"`), false);
    if (!isSupportedLanguage(language)) return callback(null, {});
    load(language).then(
      (file) => callback(null, contentOf(file)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const missingNamespaces = (i18n: I18n, namespaces: string[]) =>
  namespaces.filter(
    (ns) => !i18n.languages.every((lng) => !isSupportedLanguage(lng) || i18n.hasResourceBundle(lng, ns)),
  );

/**
 * Registers an app's texts and loads them for the current language (and the fallback) before
 * the app renders; a namespace whose file could not be fetched is tried again, then reported.
 */
export async function loadTexts(texts: readonly NamespaceTexts[], i18n: I18n = i18next): Promise<void> {
  registerTexts(texts);
  const namespaces = texts.map((text) => text.namespace);
  await i18n.loadNamespaces(namespaces);
  let missing = missingNamespaces(i18n, namespaces);
  // A failed load is remembered by i18next; only a reload fetches it again.
  if (missing.length > 0) await i18n.reloadResources(i18n.languages, missing);
  missing = missingNamespaces(i18n, namespaces);
  if (missing.length > 0) throw new Error(`Texts could not be loaded: ${missing.join(', ')}`);
}
