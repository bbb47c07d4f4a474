import { Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiException } from './api-error';
import type { Resource } from './error-text';

/** The `:id` route parameter, which must be a UUID; `resource` names the thing in the error ('quote'). */
export const IdParam = (resource: Resource) =>
  Param('id', new ParseUUIDPipe({ exceptionFactory: () => new ApiException('invalid_id', { resource }) }));
