import { defaultWebDist } from './api-folders';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createAppContext } from './create-app-context';
import { ensureReferenceData } from './db/reference-data';
import { startDemoData } from './db/seed/seed-on-start';
import { e2eClock } from './e2e-clock';

async function main() {
  const config = loadConfig();
  config.webDistDir ??= defaultWebDist;
  const ctx = createAppContext(config, config.e2eClockFile ? { clock: e2eClock(config.e2eClockFile) } : {});

  await ctx.database.migrate();
  await ensureReferenceData(ctx.db);
  await startDemoData(ctx);

  const app = await buildApp(ctx);
  await ctx.jobs.start(app.log);
  const close = async () => {
    await app.close();
    await ctx.jobs.stop();
    await ctx.database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.port, host: config.host });
  if (config.adminRegistrationCodeGenerated) {
    console.log(
      `Admin registration code (set ADMIN_REGISTRATION_CODE to choose one): ${config.adminRegistrationCode}`,
    );
  }
  console.log(`CIC Connect is running at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
