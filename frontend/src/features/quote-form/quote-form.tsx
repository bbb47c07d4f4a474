import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  businessTypeLabels,
  businessTypes,
  fuelCardServiceFor,
  fuelCardTiers,
  FORM_RESET_DELAY_MS,
  monthlyRevenueLabels,
  monthlyRevenues,
  referenceIdOf,
  serviceLabels,
  standardServices,
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
import { quoteFormCopy as copy } from '@/content/get-quote';
import { draftNotice, leadFieldCopy as fields } from '@/content/lead-fields';
import { trackEvent } from '@/lib/analytics';
import { useHydrated } from '@/lib/use-hydrated';
import { useSubmitQuoteMutation } from './quote-api';
import {
  emptyQuoteForm,
  quoteFieldLabels,
  quotePayloadOf,
  quotePresetFrom,
  validateQuoteForm,
} from './quote-form-model';

const DRAFT_KEY = 'sfc.quote-request.draft';
const HEADING_ID = 'quote-form-heading';
const TERMS_REMINDER_ID = 'quote-terms-reminder';

const revenueOptions = optionsOf(monthlyRevenues, monthlyRevenueLabels);
const businessTypeOptions = optionsOf(businessTypes, businessTypeLabels);
const yearsOptions = optionsOf(yearsInBusinessOptions, yearsInBusinessLabels);

/** The get-quote form (spec §3-§5, §7, §8): every field required, terms ticked before it sends. */
export function QuoteForm() {
  const form = useForm({ emptyValues: emptyQuoteForm, validate: validateQuoteForm });
  const [submitQuote] = useSubmitQuoteMutation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusAfterRender();
  const [searchParams] = useSearchParams();
  const [status, setStatus] = useSubmissionStatus(FORM_RESET_DELAY_MS, form.reset);
  const { values, fill } = form;

  // Presets come from the address, applied after hydration so the prerendered form matches the first render.
  const service = searchParams.get('service');
  const tier = searchParams.get('tier');
  const hydrated = useHydrated();
  const presetTier = hydrated ? quotePresetFrom(service, tier)?.tier : undefined;
  useEffect(() => {
    const preset = quotePresetFrom(service, tier);
    if (preset) fill(preset.values);
  }, [service, tier, fill]);

  // Declared after the presets, so what the visitor typed before a reload wins over them.
  const draft = useSessionDraft(DRAFT_KEY, values, fill);

  // A fuel card program is offered when the address asks for it, or when a restored draft chose it.
  const fuelCardService = presetTier
    ? fuelCardServiceFor(presetTier)
    : fuelCardTiers.map(fuelCardServiceFor).find((service) => service === values.servicesInterested);
  const serviceOptions = optionsOf(
    fuelCardService ? [...standardServices, fuelCardService] : standardServices,
    serviceLabels,
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle' || !values.agreeToTerms) return;
    const invalidField = form.checkAll();
    if (invalidField) {
      focusLater(() => fieldElement(formRef.current, invalidField));
      return;
    }

    const quoteRequest = quotePayloadOf(values);
    setStatus('submitting');
    try {
      const { quote } = await submitQuote(quoteRequest).unwrap();
      draft.clear();
      setStatus('submitted');
      toast({
        title: copy.success.title,
        description: copy.success.description + referenceIdOf(quote.id),
      });
      trackEvent('quote_submitted', {
        category: 'conversion',
        label: quoteRequest.servicesInterested || 'general',
      });
    } catch (error) {
      console.error('Quote request failed:', describeSubmitError(error));
      setStatus('idle');
      toast({ title: copy.failure.title, description: copy.failure.description, variant: 'destructive' });
      const serverField = form.showServerErrors(fieldErrorsFromServer(error, quoteFieldLabels));
      // Back to where the visitor can act: the field the server refused, or the button to try again.
      focusLater(() => (serverField ? fieldElement(formRef.current, serverField) : submitRef.current));
    }
  }

  return (
    <section className={layout.card} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className={layout.heading}>
        {copy.heading}
      </h2>
      <p className={layout.intro}>{copy.intro}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
        aria-labelledby={HEADING_ID}
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
            {...form.bind('monthlyRevenue')}
            label={fields.monthlyRevenue.label}
            required
            options={revenueOptions}
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
          <SelectField
            {...form.bind('servicesInterested')}
            label={fields.servicesInterested.label}
            required
            options={serviceOptions}
            className={layout.wide}
          />
          <TextAreaField
            {...form.bind('comments')}
            label={fields.comments.label}
            hint={fields.comments.hint}
            required
            rows={5}
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
                How we use your details: <Link to={paths.legal.privacyPolicy}>Privacy Policy</Link>.
              </>
            }
          />
          <SubmitButton
            ref={submitRef}
            status={status}
            labels={copy.submit}
            disabled={!values.agreeToTerms}
            describedBy={!values.agreeToTerms ? TERMS_REMINDER_ID : undefined}
          />
          {!values.agreeToTerms && status === 'idle' && (
            <p id={TERMS_REMINDER_ID} className={layout.note}>
              {copy.termsReminder}
            </p>
          )}
          <p className={layout.note}>{draftNotice}</p>
        </div>
      </form>
    </section>
  );
}
