import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import { AccessGuard } from './access.guard';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { AdminUser } from './admin-user.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { ExternalLoginController } from './external-login/external-login.controller';
import { ExternalLoginService } from './external-login/external-login.service';
import { JwtStrategy } from './jwt.strategy';
import { LoginAttempts } from './login-attempts';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([AdminUser]),
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
    PasswordHasher,
    TokenService,
  ],
})
export class AuthModule {}
