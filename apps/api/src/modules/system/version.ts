import { readFileSync } from 'node:fs';
import { apiPackageJson } from '../../api-folders';

const manifest = JSON.parse(readFileSync(apiPackageJson, 'utf8')) as {
  version: string;
};

export const apiName = 'CIC Connect API';
export const apiVersion = manifest.version;
