import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { FieldErrorCode } from '@trucking-finance/contracts';
import { ApiException } from './api-error';
import { prototypeKeyPaths } from './body-shape';
import type { FieldError, FormSentenceKey } from './error-text';

/** What each field decorator attaches to its checks (class-validator `context`): the field code. */
export interface FieldContext {
  code: FieldErrorCode;
  sentence?: FormSentenceKey;
  min?: number;
  max?: number;
  values?: readonly string[];
}

/** The whitelist's constraint: a field the DTO does not declare. */
const UNKNOWN_FIELD = 'whitelistValidation';

function fieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const found: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      const context = error.contexts?.[constraint] as FieldContext | undefined;
      if (constraint === UNKNOWN_FIELD) found.push({ field, code: 'unknown_field' });
      else if (context?.code) found.push({ field, ...context });
      // A check declared without our decorators still names its field, in its own words.
      else found.push({ field, code: 'invalid_format', literal: message });
    }
    found.push(...fieldErrors(error.children ?? [], field));
  }
  return found;
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
 * The global pipe: strips nothing silently (unknown fields are refused, `__proto__` and its kin
 * too), converts DTOs, and answers 400 with the code of every field at fault.
 */
class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      // The target (the DTO instance) orders the fields; neither it nor the values reach the response.
      validationError: { target: true, value: false },
      exceptionFactory: (errors) => ApiException.validation(fieldErrors(inFormOrder(errors))),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // class-transformer drops these keys before the whitelist could see them: find them first.
    const prototypeKeys = metadata.type === 'custom' ? [] : prototypeKeyPaths(value);
    if (prototypeKeys.length === 0) return super.transform(value, metadata);
    const unknown: FieldError[] = prototypeKeys.map((field) => ({ field, code: 'unknown_field' }));
    try {
      await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof ApiException && error.code === 'validation_failed') {
        throw ApiException.validation([...error.fieldErrors, ...unknown]);
      }
      throw error;
    }
    throw ApiException.validation(unknown);
  }
}

export const createValidationPipe = (): ValidationPipe => new ApiValidationPipe();
