interface Query {
  query: string;
  parameters?: unknown[];
}

const statement = ({ query, parameters }: Query): string => {
  const args = parameters?.length ? `, ${JSON.stringify(parameters)}` : '';
  return `    await queryRunner.query(\`${query.replace(/`/g, '\\`')}\`${args});`;
};

/** The TypeScript source of a migration, as TypeORM's own generator writes it. */
export function renderMigration(className: string, up: Query[], down: Query[]): string {
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${up.map(statement).join('\n')}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${[...down].reverse().map(statement).join('\n')}
  }
}
`;
}
