import { BadRequestException, Param, ParseUUIDPipe } from '@nestjs/common';
import { apiError } from './api-error';

/** The `:id` route parameter, which must be a UUID; `what` names the thing in the error ('quote'). */
export const IdParam = (what: string) =>
  Param(
    'id',
    new ParseUUIDPipe({
      exceptionFactory: () => new BadRequestException(apiError(`That is not a valid ${what} id.`)),
    }),
  );
