import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { apiError } from './api-error';

/** 'property foo should not exist' from the whitelist, said plainly. */
const UNKNOWN_FIELD = 'whitelistValidation';

function fieldMessages(errors: ValidationError[], parent = ''): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.entries(error.constraints ?? {}).map(([name, message]) =>
      name === UNKNOWN_FIELD ? `${field} is not a field we accept` : message,
    );
    if (messages.length) details[field] = messages;
    Object.assign(details, fieldMessages(error.children ?? [], field));
  }
  return details;
}

/**
 * One sentence for the whole request. Field-led messages ('email must be a valid email address')
 * are listed after 'Please correct these fields:'; the spec's own sentences ('Please fill in all
 * fields') stand as they are, once each.
 */
function summarize(details: Record<string, string[]>): string {
  const sentences = [...new Set(Object.values(details).map((messages) => messages[0]))];
  const namesFields = sentences.some((sentence) => /^[a-z]/.test(sentence));
  return namesFields ? `Please correct these fields: ${sentences.join('; ')}.` : sentences.join(' ');
}

/**
 * The global pipe: strips nothing silently (unknown fields are refused), converts DTOs, and
 * answers 400 with one sentence naming every field at fault, plus the per-field messages.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const details = fieldMessages(errors);
      return new BadRequestException(apiError(summarize(details), details));
    },
  });
}
