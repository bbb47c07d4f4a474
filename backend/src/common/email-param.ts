import { BadRequestException, Param, PipeTransform } from '@nestjs/common';
import { TEXT_MAX_LENGTH } from '@trucking-finance/contracts';
import { apiError } from './api-error';

class SearchEmailPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const email = value.trim();
    if (!email || email.length > TEXT_MAX_LENGTH) {
      throw new BadRequestException(apiError('Enter an email address to search for.'));
    }
    return email;
  }
}

/** The `:email` of the admin's search routes, trimmed; matched without regard to case. */
export const EmailParam = () => Param('email', new SearchEmailPipe());
