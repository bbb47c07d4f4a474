import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RuntimeConfig } from '@trucking-finance/contracts';
import { Public } from '../auth/access.decorators';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import { RuntimeConfigDto } from './runtime-config-response.dto';

/** The public settings the browser needs, read at run time so one build serves every environment. */
@ApiTags('site')
@Public()
@Controller('config')
export class RuntimeConfigController {
  private readonly runtimeConfig: RuntimeConfig;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.runtimeConfig = {
      clientPortalUrl: config.site.clientPortalUrl,
      gaMeasurementId: config.site.gaMeasurementId,
      providerPhone: config.site.providerPhone,
      businessTimeZone: config.businessTimeZone,
      carrierLookup: config.fmcsa !== null,
      brand: config.site.brand,
    };
  }

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary:
      'Client portal URL, Google Analytics id (null when analytics is off), the provider phone number, business time zone and brand contact details.',
  })
  @ApiOkResponse({ type: RuntimeConfigDto })
  get(): RuntimeConfig {
    return this.runtimeConfig;
  }
}
