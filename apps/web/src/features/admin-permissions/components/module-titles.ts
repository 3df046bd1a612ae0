import { type AdminModule, type AdminModuleKey, adminModuleCatalogue } from '@cic/contract';

/** A module's title from the server's catalogue, else the contract's default catalogue, else its key. */
export function moduleTitleLookup(modules: readonly AdminModule[] | undefined) {
  return (key: AdminModuleKey): string =>
    modules?.find((module) => module.key === key)?.title ??
    adminModuleCatalogue.find((module) => module.key === key)?.title ??
    key;
}
