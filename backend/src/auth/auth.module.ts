import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { AuditModule } from '../audit/audit.module';
import { REDIS } from '../redis/redis.module';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import { AccessGuard } from './access.guard';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { AdminUser } from './admin-user.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { ExternalLoginController } from './external-login/external-login.controller';
import { ExternalLoginService } from './external-login/external-login.service';
import { JwtStrategy } from './jwt.strategy';
import { MemoryLoginAttemptStore } from './login-attempt-store';
import { LOGIN_ATTEMPT_STORE, LoginAttempts } from './login-attempts';
import { ProxyHeaderWarning } from './proxy-header-warning';
import { RedisLoginAttemptStore } from './redis-login-attempt-store';
import { PasswordHasher } from './password-hasher';
import { RevokedToken } from './revoked-token.entity';
import { TokenRevocations } from './token-revocations';
import { TokenService } from './token.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([AdminUser, RevokedToken]),
    AuditModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.auth.jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, ExternalLoginController],
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    AdminAccountBootstrap,
    AuthService,
    ExternalLoginService,
    JwtStrategy,
    LoginAttempts,
    // Shared by every instance through Redis when REDIS_URL is set; in the process otherwise.
    {
      provide: LOGIN_ATTEMPT_STORE,
      inject: [REDIS],
      useFactory: (redis: Redis | null) =>
        redis ? new RedisLoginAttemptStore(redis) : new MemoryLoginAttemptStore(),
    },
    PasswordHasher,
    TokenRevocations,
    TokenService,
  ],
  exports: [PasswordHasher],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ProxyHeaderWarning).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
