import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller';
import { AuditCoverage } from './audit-coverage';
import { AuditEntry } from './audit-entry.entity';
import { AuditInterceptor } from './audit.interceptor';
import { AuditLog } from './audit-log.service';

/** The audit trail: written by `@Audited` routes (through the interceptor) and by sign-ins; read by admins. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry]), DiscoveryModule],
  controllers: [AuditController],
  providers: [AuditLog, AuditCoverage, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  exports: [AuditLog],
})
export class AuditModule {}
