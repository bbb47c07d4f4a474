import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminLoginResponse, messages } from '@trucking-finance/contracts';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { AdminUser } from './admin-user.entity';
import { LoginDto } from './dto/login.dto';
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
  ) {}

  /** Checks an admin's credentials; `address` is the caller's IP, whose failures are counted. */
  async login({ username, password }: LoginDto, address: string): Promise<AdminLoginResponse> {
    const retryAfter = this.attempts.retryAfterSeconds(address);
    if (retryAfter > 0) {
      throw new TooManyRequestsException(messages.tooManyLoginAttempts, retryAfter);
    }

    const admin = await this.findByUsername(username);
    const valid = admin
      ? await this.hasher.verify(admin.passwordHash, password)
      : await this.hasher.verifyDecoy(password);
    if (!admin || !valid) {
      this.attempts.recordFailure(address);
      throw new UnauthorizedException(messages.invalidCredentials);
    }

    this.attempts.clear(address);
    const issued = await this.tokens.issue({
      sub: admin.id,
      role: 'admin',
      username: admin.username,
      ver: admin.passwordChangedAt.getTime(),
    });
    return { success: true, ...issued };
  }

  findByUsername(username: string): Promise<AdminUser | null> {
    return this.admins
      .createQueryBuilder('admin')
      .where('lower(admin.username) = lower(:username)', { username })
      .getOne();
  }
}
