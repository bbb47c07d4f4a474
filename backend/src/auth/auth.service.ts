import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminLoginResponse } from '@trucking-finance/contracts';
import { AuditLog } from '../audit/audit-log.service';
import { ApiException } from '../common/api-error';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { AdminUser } from './admin-user.entity';
import { LoginDto } from './dto/login.dto';
import { HashingBusyError } from './hashing-slots';
import { LoginAttempts } from './login-attempts';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttempts,
    private readonly tokens: TokenService,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Checks an admin's credentials; `address` is the caller's IP. The attempt is counted against
   * the address and the username before the password is hashed (see LoginAttempts), and every
   * outcome of a real check is audited: `auth.login`, or `auth.login_failed` with the username tried.
   */
  async login({ username, password }: LoginDto, address: string): Promise<AdminLoginResponse> {
    const outcome = await this.attempts.begin(username, address);
    if (!outcome.allowed) {
      throw new TooManyRequestsException('too_many_login_attempts', outcome.retryAfterSeconds);
    }

    let admin: AdminUser | null;
    let valid: boolean;
    try {
      admin = await this.findByUsername(username);
      valid = admin
        ? await this.hasher.verify(admin.passwordHash, password)
        : await this.hasher.verifyDecoy(password);
    } catch (error) {
      // The password was never checked: the attempt does not count.
      await outcome.attempt.abandoned();
      if (error instanceof HashingBusyError) throw new ApiException('sign_in_busy');
      throw error;
    }

    if (!admin || !valid) {
      await this.audit.record({ action: 'auth.login_failed', actor: { id: null, username }, ip: address });
      throw new ApiException('invalid_credentials');
    }

    await outcome.attempt.succeeded();
    await this.audit.record({
      action: 'auth.login',
      actor: { id: admin.id, username: admin.username },
      target: { kind: 'admin_user', id: admin.id },
      ip: address,
    });
    const issued = await this.tokens.issue({
      sub: admin.id,
      role: 'admin',
      username: admin.username,
      ver: admin.passwordChangedAt.getTime(),
      staffRole: admin.role,
    });
    return { success: true, ...issued };
  }

  /**
   * The account of a username, whatever its case. Lower-cased here, not by the database, so the
   * login limit's username key and this lookup agree on every input (usernames are ASCII).
   */
  findByUsername(username: string): Promise<AdminUser | null> {
    return this.admins
      .createQueryBuilder('admin')
      .where('lower(admin.username) = :username', { username: username.toLowerCase() })
      .getOne();
  }
}
