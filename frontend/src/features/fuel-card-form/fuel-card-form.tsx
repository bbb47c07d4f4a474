import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { fuelCardTiers, monthlyFuelSpendLabels, monthlyFuelSpends } from '@trucking-finance/contracts';
import { optionsOf, SelectField, TextAreaField } from '@/components/form/inputs';
import layout from '@/components/form/form-layout.module.css';
import { LeadBusinessFields, LeadContactFields } from '@/components/form/lead-fields';
import { LeadFormCard } from '@/components/form/lead-form-card';
import { describeSubmitError } from '@/components/form/server-errors';
import { useForm } from '@/components/form/use-form';
import { useLeadSubmission } from '@/components/form/use-lead-submission';
import { paths } from '@/config/paths';
import { fuelCardFormCopy as copy } from '@/content/fuel-card-application';
import { draftNotice, leadFieldCopy as fields, fuelCardTierNames } from '@/content/lead-fields';
import { useSubmitFuelCardApplicationMutation } from './fuel-card-api';
import {
  emptyFuelCardForm,
  fuelCardFieldLabels,
  fuelCardPayloadOf,
  fuelCardPresetFrom,
  isFuelCardFormComplete,
  validateFuelCardForm,
} from './fuel-card-form-model';

/** The id of the form's heading: "Apply Now" links jump here (`#fuel-card-form`) and focus it. */
export const FUEL_CARD_FORM_ID = 'fuel-card-form';
const DRAFT_KEY = 'sfc.fuel-card-application.draft';
const REMINDER_ID = 'fuel-card-form-reminder';

const tierOptions = optionsOf(fuelCardTiers, fuelCardTierNames);
const fuelSpendOptions = optionsOf(monthlyFuelSpends, monthlyFuelSpendLabels);

/** The fleet fuel card application (spec §3-§5, §7, §8): submit waits for every required field and the terms. */
export function FuelCardForm() {
  const form = useForm({ emptyValues: emptyFuelCardForm, validate: validateFuelCardForm });
  const [submitApplication] = useSubmitFuelCardApplicationMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const { values, fill } = form;

  // Read after hydration, so the prerendered form and the first render are the same.
  const tier = searchParams.get('tier');
  useEffect(() => {
    const preset = fuelCardPresetFrom(tier);
    if (preset) fill(preset);
  }, [tier, fill]);

  // After the preset, so what the visitor typed before a reload (the draft) wins.
  const submission = useLeadSubmission({
    form,
    draftKey: DRAFT_KEY,
    ready: isFuelCardFormComplete(values),
    fieldLabels: fuelCardFieldLabels,
    messages: copy,
    send: async () => (await submitApplication(fuelCardPayloadOf(values)).unwrap()).application.id,
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
      terms={form.bindCheckbox('agreeToTerms')}
      termsHint={
        <>
          Read the <Link to={paths.legal.termsOfUse}>Terms of Use</Link> and our{' '}
          <Link to={paths.legal.privacyPolicy}>Privacy Policy</Link>.
        </>
      }
      note={draftNotice}
    >
      <LeadContactFields bind={form.bind} />
      <SelectField
        {...form.bind('fuelCardTier')}
        label={fields.fuelCardTier.label}
        required
        options={tierOptions}
      />
      <SelectField
        {...form.bind('monthlyFuelSpend')}
        label={fields.monthlyFuelSpend.label}
        required
        options={fuelSpendOptions}
      />
      <LeadBusinessFields bind={form.bind} />
      <TextAreaField
        {...form.bind('primaryRoutes')}
        label={fields.primaryRoutes.label}
        hint={fields.primaryRoutes.hint}
        required
        rows={3}
        className={layout.wide}
      />
      <TextAreaField
        {...form.bind('preferredFuelBrands')}
        label={fields.preferredFuelBrands.label}
        hint={fields.preferredFuelBrands.hint}
        required
        rows={2}
        className={layout.wide}
      />
      <TextAreaField
        {...form.bind('comments')}
        label={`${fields.comments.label} (optional)`}
        rows={4}
        className={layout.wide}
      />
    </LeadFormCard>
  );
}
