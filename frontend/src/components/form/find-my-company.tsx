import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useApiOnDemand } from '@/lib/api-on-demand';
import { isDotNumber } from '@/lib/dot-number';
import { carrierLookupCopy as copy } from '@/lib/carrier-lookup-copy';
import { apiErrorBodyOf } from '@/lib/api-error';
import { useRuntimeConfig } from '@/lib/runtime-config';
import layout from './form-layout.module.css';
import styles from './find-my-company.module.css';

/** The fields a found carrier fills in; the visitor can still change each one. */
interface CarrierFields {
  dotNumber: string;
  companyName: string;
  mcNumber: string;
  numberOfTrucks: string;
}

const loadCarrierLookup = () => import('@/lib/carrier-lookup').then((module) => module.carrierLookupApi);

const fill = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;

/**
 * "Find my company" beside the DOT number (docs/product.md#find-my-company): fills company name, MC
 * number and trucks from FMCSA through the server. Shown only when the server has the lookup on.
 */
export function FindMyCompany() {
  const enabled = useRuntimeConfig()?.carrierLookup === true;
  const form = useFormContext<CarrierFields>();
  const callApi = useApiOnDemand(loadCarrierLookup);
  const [isFetching, setFetching] = useState(false);
  const [message, setMessage] = useState('');

  if (!enabled) return null;

  const lookUp = async () => {
    const dotNumber = form.getValues('dotNumber').trim();
    if (!isDotNumber(dotNumber)) {
      setMessage(copy.needDot);
      return;
    }
    setMessage('');
    setFetching(true);
    try {
      // Asked once per number while the form lives: RTK Query answers a repeat from its cache.
      const carrier = await callApi((carrierLookupApi, dispatch) =>
        dispatch(carrierLookupApi.endpoints.findCarrier.initiate(dotNumber, { subscribe: false })).unwrap(),
      );
      form.setValue('companyName', carrier.legalName, fill);
      if (carrier.mcNumber) form.setValue('mcNumber', carrier.mcNumber, fill);
      if (carrier.powerUnits) form.setValue('numberOfTrucks', String(carrier.powerUnits), fill);
      setMessage(copy.found(carrier));
    } catch (error) {
      setMessage(
        apiErrorBodyOf(error)?.code === 'carrier_not_found' ? copy.notFound(dotNumber) : copy.unavailable,
      );
    } finally {
      setFetching(false);
    }
  };

  return (
    <div className={`${layout.wide} ${styles.lookup}`}>
      <button type="button" className={styles.button} onClick={() => void lookUp()} disabled={isFetching}>
        {isFetching ? copy.searching : copy.button}
      </button>
      <p role="status" className={styles.message}>
        {message}
      </p>
    </div>
  );
}
