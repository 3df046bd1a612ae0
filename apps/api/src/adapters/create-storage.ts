import type { AppConfig } from '../config';
import type { Storage } from './storage';
import { createLocalStorage } from './storage-local';
import { createS3Storage } from './storage-s3';

/** S3-compatible storage when `S3_BUCKET` is configured, otherwise local disk under `$DATA_DIR/uploads`. */
export function createStorage(config: AppConfig): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(config);
}
