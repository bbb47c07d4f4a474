import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  fuelCardServiceFor,
  fuelCardTiers,
  monthlyRevenueLabels,
  monthlyRevenues,
  serviceLabels,
  standardServices,
} from '@trucking-finance/contracts';
import { optionsOf, SelectField, TextAreaField } from '@/components/form/inputs';
import layout from '@/components/form/form-layout.module.css';
import { LeadBusinessFields, LeadContactFields } from '@/components/form/lead-fields';
import { LeadFormCard } from '@/components/form/lead-form-card';
import { describeSubmitError } from '@/components/form/server-errors';
import { useForm } from '@/components/form/use-form';
import { useLeadSubmission } from '@/components/form/use-lead-submission';
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

/** The get-quote form (spec §3-§5, §7, §8): every field required, terms ticked before it sends. */
export function QuoteForm() {
  const form = useForm({ emptyValues: emptyQuoteForm, validate: validateQuoteForm });
  const [submitQuote] = useSubmitQuoteMutation();
  const [searchParams] = useSearchParams();
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

  // Called after the presets, so what the visitor typed before a reload (the draft) wins over them.
  const submission = useLeadSubmission({
    form,
    draftKey: DRAFT_KEY,
    ready: values.agreeToTerms,
    fieldLabels: quoteFieldLabels,
    messages: copy,
    send: async () => (await submitQuote(quotePayloadOf(values)).unwrap()).quote.id,
    onSent: () =>
      trackEvent('quote_submitted', {
        category: 'conversion',
        label: quotePayloadOf(values).servicesInterested || 'general',
      }),
    onFailure: (error) => console.error('Quote request failed:', describeSubmitError(error)),
  });

  // A fuel card program is offered when the address asks for it, or when a restored draft chose it.
  const fuelCardService = presetTier
    ? fuelCardServiceFor(presetTier)
    : fuelCardTiers.map(fuelCardServiceFor).find((service) => service === values.servicesInterested);
  const serviceOptions = optionsOf(
    fuelCardService ? [...standardServices, fuelCardService] : standardServices,
    serviceLabels,
  );

  return (
    <LeadFormCard
      headingId={HEADING_ID}
      reminderId={TERMS_REMINDER_ID}
      copy={copy}
      submission={submission}
      terms={form.bindCheckbox('agreeToTerms')}
      termsHint={
        <>
          How we use your details: <Link to={paths.legal.privacyPolicy}>Privacy Policy</Link>.
        </>
      }
      note={draftNotice}
    >
      <LeadContactFields bind={form.bind} />
      <SelectField
        {...form.bind('monthlyRevenue')}
        label={fields.monthlyRevenue.label}
        required
        options={revenueOptions}
      />
      <LeadBusinessFields bind={form.bind} />
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
    </LeadFormCard>
  );
}
