/**
 * `npm run storage:copy`: copies every file of the folder under DATA_DIR into the S3-compatible
 * store the S3 settings name, checking each, so that an installation can move (decision 0038).
 * Exits 1 when any file failed; running it again copies only what is not there yet.
 */
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { copyStoredFiles } from './modules/storage/copy-files';
import { createS3Storage } from './modules/storage/s3-storage';
import { createLocalStorage, storageRoot } from './modules/storage/storage.service';

async function copy() {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    throw new ConfigError(
      'storage:copy copies into an S3-compatible store: set S3_ENDPOINT, S3_BUCKET, S3_REGION, ' +
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_PREFIX if the server will use one)',
    );
  }
  const folder = storageRoot(config.dataDir);
  if (!existsSync(folder)) {
    console.log(`No stored files in ${folder}: nothing to copy`);
    return 0;
  }
  const { endpoint, bucket, prefix } = config.storage;
  console.log(`Copying ${folder} to ${endpoint}, bucket ${bucket}${prefix ? `, prefix ${prefix}/` : ''}`);
  const target = createS3Storage(config.storage);
  try {
    const report = await copyStoredFiles(createLocalStorage(folder), target, (line) => console.log(line));
    if (report.failed.length > 0) {
      console.error(`${report.failed.length} files were not copied; run storage:copy again to retry them`);
      return 1;
    }
    return 0;
  } finally {
    await target.close?.();
  }
}

copy().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
