import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/configuration';
import { dataSourceOptions } from './data-source';
import { EmbeddedPostgres } from './embedded-postgres';
import { renderMigration } from './render-migration';

/**
 * `npm run migration:run | migration:revert | migration:generate -- <Name>` on the configured
 * database (DATABASE_URL, else the embedded one in DATA_DIR). Generated files are written to the
 * TypeScript sources; build before running them.
 */
const sourceMigrationsDir = resolve(__dirname, '../../src/database/migrations');

async function main([command, name]: string[]): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig(process.env);
  const embedded = config.database.url ? null : await EmbeddedPostgres.start(config.database.dataDir);
  const dataSource = new DataSource(dataSourceOptions(config.database.url ?? embedded!.url));
  await dataSource.initialize();
  try {
    switch (command) {
      case 'run': {
        const applied = await dataSource.runMigrations({ transaction: 'each' });
        console.log(
          applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'Nothing to apply.',
        );
        break;
      }
      case 'revert':
        await dataSource.undoLastMigration({ transaction: 'each' });
        console.log('Reverted the last migration.');
        break;
      case 'generate': {
        if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
          throw new Error(
            'Give the migration a PascalCase name: npm run migration:generate -- AddLeadStatus',
          );
        }
        await dataSource.runMigrations({ transaction: 'each' });
        const sql = await dataSource.driver.createSchemaBuilder().log();
        if (sql.upQueries.length === 0) {
          console.log('The entities match the database: no migration needed.');
          break;
        }
        const timestamp = Date.now();
        const file = join(sourceMigrationsDir, `${timestamp}-${name}.ts`);
        writeFileSync(file, renderMigration(`${name}${timestamp}`, sql.upQueries, sql.downQueries));
        console.log(`Wrote ${relative(process.cwd(), file)}. Review it, then build and run it.`);
        break;
      }
      default:
        throw new Error('Usage: migration-cli run | revert | generate <Name>');
    }
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
