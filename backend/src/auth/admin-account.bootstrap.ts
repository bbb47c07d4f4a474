import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import { AdminUser } from './admin-user.entity';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';

/**
 * ADMIN_USERNAME / ADMIN_PASSWORD create that admin account at boot, as an owner, or reset its
 * password when it differs (which also ends the sessions opened with the old one). The account is
 * made an owner again if it was demoted, so the site always has someone who can manage staff.
 */
@Injectable()
export class AdminAccountBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly auth: AuthService,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const wanted = this.config.auth.bootstrapAdmin;
    if (!wanted) {
      if ((await this.admins.count()) === 0) {
        this.logger.warn(
          'No admin account yet: set ADMIN_USERNAME and ADMIN_PASSWORD and restart to create one.',
        );
      }
      return;
    }

    const existing = await this.auth.findByUsername(wanted.username);
    if (existing && existing.role !== 'owner') {
      await this.admins.update(existing.id, { role: 'owner' });
      this.logger.log('ADMIN_USERNAME account made an owner again.');
    }
    if (existing && (await this.hasher.verify(existing.passwordHash, wanted.password))) return;

    const passwordHash = await this.hasher.hash(wanted.password);
    if (existing) {
      await this.admins.update(existing.id, { passwordHash, passwordChangedAt: new Date() });
      this.logger.log('Admin password reset from ADMIN_PASSWORD.');
    } else {
      // Instances booting together all find no account and all insert it: the first one wins and
      // the others change nothing, instead of dying on the unique index.
      const { raw } = await this.admins
        .createQueryBuilder()
        .insert()
        .values({
          username: wanted.username,
          displayName: wanted.username,
          role: 'owner',
          passwordHash,
          passwordChangedAt: new Date(),
        })
        .orIgnore()
        .execute();
      if ((raw as unknown[]).length > 0) {
        this.logger.log('Admin account created from ADMIN_USERNAME / ADMIN_PASSWORD.');
      }
    }
  }
}
