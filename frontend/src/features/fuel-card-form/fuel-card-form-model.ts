import {
  fuelCardRequiredFields,
  fuelCardTiers,
  isOneOf,
  monthlyFuelSpends,
  type FuelCardApplicationPayload,
  type FuelCardTier,
} from '@trucking-finance/contracts';
import { fuelCardInterestStatement } from '@/content/lead-fields';
import { checkFields, type FieldRule } from '@/lib/field-rules';
import { emptyLeadContact, leadContactPayloadOf } from '@/lib/lead-contact-values';
import {
  choiceRules,
  leadContactRules,
  leadFieldLabels,
  optionalTextRules,
  textRules,
} from '@/lib/lead-field-rules';

/** The fuel card application as typed, in the order the form shows it (spec §3). */
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
type FuelCardRequiredField = (typeof fuelCardRequiredFields)[number];

/** The API's checks, field by field (every required field is compiler-checked against the contracts list). */
const fuelCardRules = {
  ...leadContactRules,
  fuelCardTier: choiceRules('fuelCardTier', fuelCardTiers),
  monthlyFuelSpend: choiceRules('monthlyFuelSpend', monthlyFuelSpends),
  primaryRoutes: textRules('primaryRoutes'),
  preferredFuelBrands: textRules('preferredFuelBrands'),
  comments: optionalTextRules('comments'),
} satisfies Record<FuelCardRequiredField, readonly FieldRule[]> & { comments: readonly FieldRule[] };

export const validateFuelCardForm = (values: FuelCardFormValues) => checkFields(values, fuelCardRules);

/** Spec §5: submit stays disabled until every required field has something in it and the terms are ticked. */
export const isFuelCardFormComplete = (values: FuelCardFormValues): boolean =>
  values.agreeToTerms && fuelCardRequiredFields.every((field) => values[field].trim() !== '');

export const fuelCardFieldLabels: Record<FuelCardRequiredField | 'comments' | 'agreeToTerms', string> = {
  ...leadFieldLabels,
  agreeToTerms: 'The agreement',
};

/**
 * The body of POST /api/fuel-card-applications from valid form values: trimmed text, the truck
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

/** `?tier=fleet` (the fuel card links on the site) preselects the program and states the interest. */
export function fuelCardPresetFrom(tier: string | null): Partial<FuelCardFormValues> | undefined {
  if (!isOneOf(fuelCardTiers, tier)) return undefined;
  const presetTier: FuelCardTier = tier;
  return { fuelCardTier: presetTier, comments: fuelCardInterestStatement(presetTier) };
}
