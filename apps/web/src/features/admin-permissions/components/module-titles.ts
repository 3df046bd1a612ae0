import { type AdminModule, type AdminModuleKey, adminModuleCatalogue } from '@cic/contract';
import type { TFunction } from 'i18next';

/**
 * A module's title in the page's language: the catalogue's words for the module's key, else the
 * server's title, else the contract's default title, else its key.
 */
export function moduleTitleLookup(t: TFunction<'admin'>, modules: readonly AdminModule[] | undefined) {
  return (key: AdminModuleKey): string =>
    t(`admin:modules.${key}.title`, {
      defaultValue:
        modules?.find((module) => module.key === key)?.title ??
        adminModuleCatalogue.find((module) => module.key === key)?.title ??
        key,
    });
}

/** A module's description in the page's language, else the server's. */
export function moduleDescription(t: TFunction<'admin'>, module: AdminModule): string {
  return t(`admin:modules.${module.key}.description`, { defaultValue: module.description });
}
