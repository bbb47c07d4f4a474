import { Module } from '@nestjs/common';
import { CarriersController } from './carriers.controller';
import { CarriersService } from './carriers.service';

/** Find my company by DOT number (docs/api.md#carrier-lookup). */
@Module({
  controllers: [CarriersController],
  providers: [CarriersService],
})
export class CarriersModule {}
