import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../auth/access.decorators';
import { ApiErrors } from '../common/api-error-body.dto';
import { ApiException } from '../common/api-error';
import { Readiness } from './readiness';

const PING_TIMEOUT_MS = 1_500;

const healthSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok'] },
    info: { type: 'object', example: { database: { status: 'up' } } },
    error: { type: 'object', example: {} },
    details: { type: 'object', example: { database: { status: 'up' } } },
  },
};

/** docs/api.md#health: the process, and whether it should get traffic. */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly readiness: Readiness,
  ) {}

  @Get()
  // Documented here rather than by terminus: our error filter answers the 503 in the API's error shape.
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({ description: 'The database answers.', schema: healthSchema })
  @ApiErrors(503)
  @ApiOperation({ summary: '200 when the database answers, 503 when it does not.' })
  check() {
    return this.pingDatabase();
  }

  @Get('live')
  @ApiOkResponse({
    description: 'The process runs and answers.',
    schema: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } } },
  })
  @ApiErrors(503)
  @ApiOperation({ summary: 'Liveness: 200 while the process answers at all; it never asks the database.' })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({
    description: 'The database answers and the instance is not shutting down.',
    schema: healthSchema,
  })
  @ApiErrors(503)
  @ApiOperation({
    summary:
      'Readiness: 200 when the database answers; 503 when it does not or the instance is shutting down.',
  })
  ready() {
    if (this.readiness.shuttingDown) throw new ApiException('service_unavailable');
    return this.pingDatabase();
  }

  private pingDatabase() {
    return this.health.check([() => this.database.pingCheck('database', { timeout: PING_TIMEOUT_MS })]);
  }
}
