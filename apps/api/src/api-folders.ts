import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The files the API reads at run time, found from this module's folder: `apps/api/src` when run
// as TypeScript, `apps/api/dist` when run as the bundle (decision 085). The two are siblings, so
// one set of relative paths serves both.
const apiFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export const apiPackageJson = path.join(apiFolder, 'package.json');
export const migrationsFolder = path.join(apiFolder, 'src/db/migrations');
export const defaultWebDist = path.join(apiFolder, '../web/dist');
