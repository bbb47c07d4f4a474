import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  businessTypeLabels,
  businessTypes,
  FORM_RESET_DELAY_MS,
  fuelCardTiers,
  monthlyFuelSpendLabels,
  monthlyFuelSpends,
  referenceIdOf,
  yearsInBusinessLabels,
  yearsInBusinessOptions,
} from '@trucking-finance/contracts';
import { CheckboxField, optionsOf, SelectField, TextAreaField, TextField } from '@/components/form/inputs';
import layout from '@/components/form/form-layout.module.css';
import { describeSubmitError, fieldErrorsFromServer } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { fieldElement, useForm } from '@/components/form/use-form';
import { useFocusAfterRender } from '@/components/form/use-focus-after-render';
import { useSessionDraft } from '@/components/form/use-session-draft';
import { useSubmissionStatus } from '@/components/form/use-submission-status';
import { useToast } from '@/components/toast/use-toast';
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
const businessTypeOptions = optionsOf(businessTypes, businessTypeLabels);
const yearsOptions = optionsOf(yearsInBusinessOptions, yearsInBusinessLabels);

/** The fleet fuel card application (spec §3-§5, §7, §8): submit waits for every required field and the terms. */
export function FuelCardForm() {
  const form = useForm({ emptyValues: emptyFuelCardForm, validate: validateFuelCardForm });
  const [submitApplication] = useSubmitFuelCardApplicationMutation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusAfterRender();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const [status, setStatus] = useSubmissionStatus(FORM_RESET_DELAY_MS, form.reset);
  const { values, fill } = form;
  const complete = isFuelCardFormComplete(values);

  // Read after hydration, so the prerendered form and the first render are the same.
  const tier = searchParams.get('tier');
  useEffect(() => {
    const preset = fuelCardPresetFrom(tier);
    if (preset) fill(preset);
  }, [tier, fill]);

  // After the preset, so what the visitor typed before a reload wins.
  const draft = useSessionDraft(DRAFT_KEY, values, fill);

  // Arriving at /fuel-card-application#fuel-card-form puts keyboard focus where the page scrolled to.
  useEffect(() => {
    if (hash === `#${FUEL_CARD_FORM_ID}`) headingRef.current?.focus();
  }, [hash]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle' || !complete) return;
    const invalidField = form.checkAll();
    if (invalidField) {
      focusLater(() => fieldElement(formRef.current, invalidField));
      return;
    }

    setStatus('submitting');
    try {
      const { application } = await submitApplication(fuelCardPayloadOf(values)).unwrap();
      draft.clear();
      setStatus('submitted');
      toast({
        title: copy.success.title,
        description: copy.success.description + referenceIdOf(application.id),
      });
    } catch (error) {
      console.error(
        'Fuel card application failed:',
        describeSubmitError(error) || 'Failed to submit application',
      );
      setStatus('idle');
      toast({ title: copy.failure.title, description: copy.failure.description, variant: 'destructive' });
      const serverField = form.showServerErrors(fieldErrorsFromServer(error, fuelCardFieldLabels));
      focusLater(() => (serverField ? fieldElement(formRef.current, serverField) : submitRef.current));
    }
  }

  return (
    <section className={layout.card} aria-labelledby={FUEL_CARD_FORM_ID}>
      <h2 id={FUEL_CARD_FORM_ID} ref={headingRef} tabIndex={-1} className={layout.heading}>
        {copy.heading}
      </h2>
      <p className={layout.intro}>{copy.intro}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
        aria-labelledby={FUEL_CARD_FORM_ID}
        aria-busy={status === 'submitting'}
      >
        <div className={layout.grid}>
          <TextField
            {...form.bind('companyName')}
            label={fields.companyName.label}
            required
            autoComplete="organization"
          />
          <TextField
            {...form.bind('contactName')}
            label={fields.contactName.label}
            required
            autoComplete="name"
          />
          <TextField
            {...form.bind('email')}
            label={fields.email.label}
            required
            type="email"
            autoComplete="email"
          />
          <TextField
            {...form.bind('phone')}
            label={fields.phone.label}
            required
            type="tel"
            autoComplete="tel"
          />
          <TextField {...form.bind('mcNumber')} label={fields.mcNumber.label} required autoComplete="off" />
          <TextField {...form.bind('dotNumber')} label={fields.dotNumber.label} required autoComplete="off" />
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
          <SelectField
            {...form.bind('businessType')}
            label={fields.businessType.label}
            required
            options={businessTypeOptions}
          />
          <SelectField
            {...form.bind('yearsInBusiness')}
            label={fields.yearsInBusiness.label}
            required
            options={yearsOptions}
          />
          <TextField
            {...form.bind('numberOfTrucks')}
            label={fields.numberOfTrucks.label}
            required
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
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
        </div>

        <div className={layout.footer}>
          <CheckboxField
            {...form.bindCheckbox('agreeToTerms')}
            label={copy.terms}
            required
            hint={
              <>
                Read the <Link to={paths.legal.termsOfUse}>Terms of Use</Link> and our{' '}
                <Link to={paths.legal.privacyPolicy}>Privacy Policy</Link>.
              </>
            }
          />
          <SubmitButton
            ref={submitRef}
            status={status}
            labels={copy.submit}
            disabled={!complete}
            describedBy={!complete ? REMINDER_ID : undefined}
          />
          {!complete && status === 'idle' && (
            <p id={REMINDER_ID} className={layout.note}>
              {copy.termsReminder}
            </p>
          )}
          <p className={layout.note}>{draftNotice}</p>
        </div>
      </form>
    </section>
  );
}
