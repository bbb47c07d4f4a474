import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
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

const fieldOrders = new WeakMap<object, string[]>();

/**
 * A DTO's fields in the order a form shows them: a base class's fields (the contact details every
 * lead form starts with) before its subclass's. class-validator itself reports the subclass first.
 */
function fieldOrder(dto: object): string[] {
  const cached = fieldOrders.get(dto.constructor);
  if (cached) return cached;
  const chain: object[] = [];
  for (let cls = dto.constructor; cls && cls !== Object; cls = Object.getPrototypeOf(cls)) chain.unshift(cls);
  const storage = getMetadataStorage();
  const order = [
    ...new Set(
      chain.flatMap((cls) =>
        storage
          .getTargetValidationMetadatas(cls as new () => object, '', false, false)
          .filter((metadata) => metadata.target === cls)
          .map((metadata) => metadata.propertyName),
      ),
    ),
  ];
  fieldOrders.set(dto.constructor, order);
  return order;
}

function inFormOrder(errors: ValidationError[]): ValidationError[] {
  const target = errors[0]?.target;
  if (!target) return errors;
  const order = fieldOrder(target);
  const rank = (error: ValidationError) => {
    const index = order.indexOf(error.property);
    return index === -1 ? order.length : index;
  };
  return [...errors].sort((a, b) => rank(a) - rank(b));
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
    // The target (the DTO instance) orders the fields; neither it nor the values reach the response.
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => {
      const details = fieldMessages(inFormOrder(errors));
      return new BadRequestException(apiError(summarize(details), details));
    },
  });
}
