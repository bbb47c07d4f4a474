import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { isDotNumber, useLazyFindCarrierQuery } from '@/lib/carrier-lookup';
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

const fill = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;

/**
 * "Find my company" beside the DOT number (docs/product.md#find-my-company): fills company name, MC
 * number and trucks from FMCSA through the server. Shown only when the server has the lookup on.
 */
export function FindMyCompany() {
  const enabled = useRuntimeConfig()?.carrierLookup === true;
  const form = useFormContext<CarrierFields>();
  const [findCarrier, { isFetching }] = useLazyFindCarrierQuery();
  const [message, setMessage] = useState('');

  if (!enabled) return null;

  const lookUp = async () => {
    const dotNumber = form.getValues('dotNumber').trim();
    if (!isDotNumber(dotNumber)) {
      setMessage(copy.needDot);
      return;
    }
    setMessage('');
    try {
      const carrier = await findCarrier(dotNumber, true).unwrap();
      form.setValue('companyName', carrier.legalName, fill);
      if (carrier.mcNumber) form.setValue('mcNumber', carrier.mcNumber, fill);
      if (carrier.powerUnits) form.setValue('numberOfTrucks', String(carrier.powerUnits), fill);
      setMessage(copy.found(carrier));
    } catch (error) {
      setMessage(
        apiErrorBodyOf(error)?.code === 'carrier_not_found' ? copy.notFound(dotNumber) : copy.unavailable,
      );
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
