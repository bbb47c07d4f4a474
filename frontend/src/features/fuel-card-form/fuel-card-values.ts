import {
  fuelCardRequiredFields,
  fuelCardTiers,
  monthlyFuelSpends,
  type FuelCardApplicationPayload,
} from '@trucking-finance/contracts';
import type { FieldRules } from '@/components/form/fields';
import {
  choiceRules,
  emptyLeadContact,
  leadContactPayloadOf,
  leadFieldRules,
  optionalTextRules,
  textRules,
} from '@/components/form/lead-fields';

/** The fuel card application as typed, in the order the form shows it (docs/product.md#fuel-card-form). */
export const emptyFuelCardForm = {
  ...emptyLeadContact,
  fuelCardTier: '',
  monthlyFuelSpend: '',
  businessType: '',
  yearsInBusiness: '',
  numberOfTrucks: '',
  primaryRoutes: '',
  preferredFuelBrands: '',
  comments: '',
  agreeToTerms: false,
};

export type FuelCardFormValues = typeof emptyFuelCardForm;

/** The API's checks, field by field: every required field of the contracts has its rules (compiler-checked). */
export const fuelCardRules = {
  ...leadFieldRules,
  fuelCardTier: choiceRules('fuelCardTier', fuelCardTiers),
  monthlyFuelSpend: choiceRules('monthlyFuelSpend', monthlyFuelSpends),
  primaryRoutes: textRules('primaryRoutes'),
  preferredFuelBrands: textRules('preferredFuelBrands'),
  comments: optionalTextRules('comments'),
} satisfies Record<(typeof fuelCardRequiredFields)[number] | 'comments', FieldRules>;

/** docs/product.md#fuel-card-form: submit stays disabled until every required field has something in it and the terms are ticked. */
export const isFuelCardFormComplete = (values: FuelCardFormValues): boolean =>
  values.agreeToTerms && fuelCardRequiredFields.every((field) => values[field].trim() !== '');

/**
 * The body of POST /api/fuel-card-applications from checked values: trimmed text, the truck
 * count as the digits entered, comments only when there are some, and the terms accepted.
 */
export function fuelCardPayloadOf(values: FuelCardFormValues): FuelCardApplicationPayload {
  const comments = values.comments.trim();
  return {
    ...leadContactPayloadOf(values),
    fuelCardTier: values.fuelCardTier as FuelCardApplicationPayload['fuelCardTier'],
    monthlyFuelSpend: values.monthlyFuelSpend as FuelCardApplicationPayload['monthlyFuelSpend'],
    businessType: values.businessType as FuelCardApplicationPayload['businessType'],
    yearsInBusiness: values.yearsInBusiness as FuelCardApplicationPayload['yearsInBusiness'],
    numberOfTrucks: values.numberOfTrucks.trim(),
    primaryRoutes: values.primaryRoutes.trim(),
    preferredFuelBrands: values.preferredFuelBrands.trim(),
    ...(comments ? { comments } : {}),
    agreeToTerms: values.agreeToTerms,
  };
}
