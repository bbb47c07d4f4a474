import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import {
  fuelCardTiers,
  isOneOf,
  monthlyFuelSpends,
  type FuelCardApplicationCreatedResponse,
} from '@trucking-finance/contracts';
import { optionsOf, SelectField, TextAreaField } from '@/components/form/fields';
import { fieldCopy } from '@/components/form/form-copy';
import { usePublicForm } from '@/components/form/form';
import layout from '@/components/form/form-layout.module.css';
import { LeadBusinessFields, LeadContactFields } from '@/components/form/lead-fields';
import { LeadFormCard } from '@/components/form/lead-form-card';
import { useLeadSubmission } from '@/components/form/use-lead-submission';
import { paths } from '@/config/paths';
import { fuelCardFormCopy as copy } from '@/content/fuel-card-application';
import { draftNotice, fuelCardInterestStatement, leadFieldCopy as fields } from '@/lib/lead-field-copy';
import { leadOptionLabels } from '@/lib/lead-option-copy';
import { describeSubmitError } from '@/lib/api-error';
import { useHydrated } from '@/lib/use-hydrated';
import { useApiOnDemand } from '@/lib/api-on-demand';
import {
  emptyFuelCardForm,
  fuelCardPayloadOf,
  fuelCardRules,
  isFuelCardFormComplete,
  type FuelCardFormValues,
} from './fuel-card-values';

/** The id of the form's heading: "Apply Now" links jump here (`#fuel-card-form`) and focus it. */
export const FUEL_CARD_FORM_ID = 'fuel-card-form';
const REMINDER_ID = 'fuel-card-form-reminder';

const loadFuelCardApi = () => import('./fuel-card-api').then((module) => module.fuelCardApi);

const tierOptions = optionsOf(fuelCardTiers, leadOptionLabels.fuelCardTier);
const fuelSpendOptions = optionsOf(monthlyFuelSpends, leadOptionLabels.monthlyFuelSpend);

/** `?tier=fleet` (the fuel card links on the site) preselects the program and states the interest. */
export function fuelCardPresetFrom(tier: string | null): Partial<FuelCardFormValues> | undefined {
  if (!isOneOf(fuelCardTiers, tier)) return undefined;
  return { fuelCardTier: tier, comments: fuelCardInterestStatement(tier) };
}

/** The fleet fuel card application (docs/product.md#fuel-card-form): submit waits for every required field and the terms. */
export function FuelCardForm() {
  const form = usePublicForm<FuelCardFormValues>(emptyFuelCardForm);
  const values = useWatch({ control: form.control }) as FuelCardFormValues;
  const callApi = useApiOnDemand(loadFuelCardApi);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  // Read after hydration, so the prerendered form and the first render are the same.
  const hydrated = useHydrated();

  const submission = useLeadSubmission({
    form,
    kind: 'fuel-card-applications',
    preset: hydrated ? fuelCardPresetFrom(searchParams.get('tier')) : undefined,
    ready: isFuelCardFormComplete(values),
    messages: copy,
    payloadOf: fuelCardPayloadOf,
    submit: (application, idempotencyKey) =>
      callApi((fuelCardApi, dispatch) =>
        dispatch(
          fuelCardApi.endpoints.submitFuelCardApplication.initiate({ application, idempotencyKey }),
        ).unwrap(),
      ),
    accept: ({ application }: FuelCardApplicationCreatedResponse) => application.id,
    onFailure: (error) =>
      console.error(
        'Fuel card application failed:',
        describeSubmitError(error) || 'Failed to submit application',
      ),
  });

  // Arriving at /fuel-card-application#fuel-card-form puts keyboard focus where the page scrolled to.
  useEffect(() => {
    if (hash === `#${FUEL_CARD_FORM_ID}`) headingRef.current?.focus();
  }, [hash]);

  return (
    <LeadFormCard
      headingId={FUEL_CARD_FORM_ID}
      headingRef={headingRef}
      reminderId={REMINDER_ID}
      copy={copy}
      submission={submission}
      termsHint={
        <>
          {copy.termsHint.before} <Link to={paths.legal.termsOfUse}>{copy.termsHint.termsLink}</Link>{' '}
          {copy.termsHint.between} <Link to={paths.legal.privacyPolicy}>{copy.termsHint.privacyLink}</Link>.
        </>
      }
      note={draftNotice}
    >
      <LeadContactFields rules={fuelCardRules} />
      <SelectField
        name="fuelCardTier"
        rules={fuelCardRules.fuelCardTier}
        label={fields.fuelCardTier.label}
        required
        options={tierOptions}
      />
      <SelectField
        name="monthlyFuelSpend"
        rules={fuelCardRules.monthlyFuelSpend}
        label={fields.monthlyFuelSpend.label}
        required
        options={fuelSpendOptions}
      />
      <LeadBusinessFields rules={fuelCardRules} />
      <TextAreaField
        name="primaryRoutes"
        rules={fuelCardRules.primaryRoutes}
        label={fields.primaryRoutes.label}
        hint={fields.primaryRoutes.hint}
        required
        rows={3}
        className={layout.wide}
      />
      <TextAreaField
        name="preferredFuelBrands"
        rules={fuelCardRules.preferredFuelBrands}
        label={fields.preferredFuelBrands.label}
        hint={fields.preferredFuelBrands.hint}
        required
        rows={2}
        className={layout.wide}
      />
      <TextAreaField
        name="comments"
        rules={fuelCardRules.comments}
        label={fieldCopy.optionalLabel(fields.comments.label)}
        rows={4}
        className={layout.wide}
      />
    </LeadFormCard>
  );
}
