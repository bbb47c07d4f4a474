import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminStaffController } from './admin-staff.controller';
import { StaffService } from './staff.service';

/** Staff accounts and their roles, managed by owners. */
@Module({
  imports: [AuthModule],
  controllers: [AdminStaffController],
  providers: [StaffService],
})
export class StaffModule {}
