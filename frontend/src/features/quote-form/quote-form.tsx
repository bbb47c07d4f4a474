import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import {
  fuelCardServiceFor,
  fuelCardTiers,
  isOneOf,
  monthlyRevenues,
  standardServices,
  type FeeEstimate,
  type FuelCardTier,
  type QuoteCreatedResponse,
} from '@trucking-finance/contracts';
import { optionsOf, SelectField, TextAreaField } from '@/components/form/fields';
import { usePublicForm } from '@/components/form/form';
import layout from '@/components/form/form-layout.module.css';
import { LeadBusinessFields, LeadContactFields } from '@/components/form/lead-fields';
import { LeadFormCard } from '@/components/form/lead-form-card';
import { useLeadSubmission } from '@/components/form/use-lead-submission';
import { paths } from '@/config/paths';
import { quoteFormCopy as copy } from '@/content/get-quote';
import { draftNotice, fuelCardInterestStatement, leadFieldCopy as fields } from '@/lib/lead-field-copy';
import { leadOptionLabels } from '@/lib/lead-option-copy';
import { trackEvent } from '@/lib/analytics';
import { describeSubmitError } from '@/lib/api-error';
import { useHydrated } from '@/lib/use-hydrated';
import { useApiOnDemand } from '@/lib/api-on-demand';
import { emptyQuoteForm, quotePayloadOf, quoteRules, type QuoteFormValues } from './quote-values';
import { QuoteEstimate } from './quote-estimate';

const HEADING_ID = 'quote-form-heading';
const TERMS_REMINDER_ID = 'quote-terms-reminder';

const loadQuoteApi = () => import('./quote-api').then((module) => module.quoteApi);

const revenueOptions = optionsOf(monthlyRevenues, leadOptionLabels.monthlyRevenue);

/**
 * `?service=fuel-card&tier=fleet` (a fuel card link elsewhere on the site) asks for a quote on
 * that program: the service is preset to `fuel-card-{tier}` and the comments say so.
 */
export function quotePresetFrom(
  service: string | null,
  tier: string | null,
): { tier: FuelCardTier; values: Partial<QuoteFormValues> } | undefined {
  if (service !== 'fuel-card' || !isOneOf(fuelCardTiers, tier)) return undefined;
  return {
    tier,
    values: { servicesInterested: fuelCardServiceFor(tier), comments: fuelCardInterestStatement(tier) },
  };
}

/** The get-quote form (docs/product.md#quote-form): every field required, terms ticked before it sends. */
export function QuoteForm() {
  const form = usePublicForm<QuoteFormValues>(emptyQuoteForm);
  const [agreeToTerms, servicesInterested] = useWatch({
    control: form.control,
    name: ['agreeToTerms', 'servicesInterested'],
  });
  const callApi = useApiOnDemand(loadQuoteApi);
  // The last request's id and estimate, kept on screen after the form clears.
  const [answer, setAnswer] = useState<{ id: string; estimate: FeeEstimate } | null>(null);
  const [searchParams] = useSearchParams();

  // Presets come from the address, applied after hydration so the prerendered form matches the first render.
  const hydrated = useHydrated();
  const preset = hydrated
    ? quotePresetFrom(searchParams.get('service'), searchParams.get('tier'))
    : undefined;

  const submission = useLeadSubmission({
    form,
    kind: 'quotes',
    preset: preset?.values,
    ready: agreeToTerms,
    messages: copy,
    payloadOf: quotePayloadOf,
    submit: (quote, idempotencyKey) =>
      callApi((quoteApi, dispatch) =>
        dispatch(quoteApi.endpoints.submitQuote.initiate({ quote, idempotencyKey })).unwrap(),
      ),
    accept: ({ quote, estimate }: QuoteCreatedResponse) => {
      setAnswer(estimate ? { id: quote.id, estimate } : null);
      return quote.id;
    },
    onSent: (values) =>
      trackEvent('quote_submitted', {
        category: 'conversion',
        label: quotePayloadOf(values).servicesInterested || 'general',
      }),
    onFailure: (error) => console.error('Quote request failed:', describeSubmitError(error)),
  });

  // A fuel card program is offered when the address asks for it, or when a restored draft chose it.
  const fuelCardService = preset
    ? fuelCardServiceFor(preset.tier)
    : fuelCardTiers.map(fuelCardServiceFor).find((service) => service === servicesInterested);
  const serviceOptions = optionsOf(
    fuelCardService ? [...standardServices, fuelCardService] : standardServices,
    leadOptionLabels.servicesInterested,
  );

  return (
    <>
      <LeadFormCard
        headingId={HEADING_ID}
        reminderId={TERMS_REMINDER_ID}
        copy={copy}
        submission={submission}
        termsHint={
          <>
            {copy.termsHint.text} <Link to={paths.legal.privacyPolicy}>{copy.termsHint.privacyLink}</Link>.
          </>
        }
        note={draftNotice}
      >
        <LeadContactFields rules={quoteRules} />
        <SelectField
          name="monthlyRevenue"
          rules={quoteRules.monthlyRevenue}
          label={fields.monthlyRevenue.label}
          required
          options={revenueOptions}
        />
        <LeadBusinessFields rules={quoteRules} />
        <SelectField
          name="servicesInterested"
          rules={quoteRules.servicesInterested}
          label={fields.servicesInterested.label}
          required
          options={serviceOptions}
          className={layout.wide}
        />
        <TextAreaField
          name="comments"
          rules={quoteRules.comments}
          label={fields.comments.label}
          hint={fields.comments.hint}
          required
          rows={5}
          className={layout.wide}
        />
      </LeadFormCard>
      {answer && <QuoteEstimate quoteId={answer.id} estimate={answer.estimate} />}
    </>
  );
}
