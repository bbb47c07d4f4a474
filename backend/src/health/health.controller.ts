import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../auth/access.decorators';

const PING_TIMEOUT_MS = 1_500;

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
  ) {}

  @Get()
  @HealthCheck()
  @ApiOperation({ summary: '200 when the database answers, 503 when it does not.' })
  check() {
    return this.health.check([() => this.database.pingCheck('database', { timeout: PING_TIMEOUT_MS })]);
  }
}
