import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../auth/access.decorators';
import { ApiErrors } from '../common/api-error-body.dto';

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
  // Documented here rather than by terminus: our error filter answers the 503 in the API's error shape.
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({
    description: 'The database answers.',
    schema: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['ok'] },
        info: { type: 'object', example: { database: { status: 'up' } } },
        error: { type: 'object', example: {} },
        details: { type: 'object', example: { database: { status: 'up' } } },
      },
    },
  })
  @ApiErrors(503)
  @ApiOperation({ summary: '200 when the database answers, 503 when it does not.' })
  check() {
    return this.health.check([() => this.database.pingCheck('database', { timeout: PING_TIMEOUT_MS })]);
  }
}
