import { Fragment, useId, useState, type FormEvent } from 'react';
import { PRINT_DIALOG_DELAY_MS } from '@trucking-finance/contracts';
import styles from '@/components/tool-form/tool-form.module.css';
import { brand } from '@/content/brand';
import { useProviderPhone } from '@/lib/provider-phone';
import { ApplicationFieldInput } from './application-field-input';
import {
  applicationSections,
  emptyApplication,
  remainingRequiredCount,
  type ApplicationFieldName,
  type ApplicationValues,
} from './application-fields';
import { applicationAlerts, applicationFormCopy as copy } from './factoring-application-copy';
import layout from './factoring-application.module.css';
import { buildApplicationHtml } from './print-document';

const { office } = brand;
const officeAddress = `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`;

/**
 * The printable factoring application (docs/product.md#factoring-application). Client-side only: the values are
 * written into a new window for printing and are never sent, stored or tracked.
 */
export function FactoringApplication() {
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const [generating, setGenerating] = useState(false);
  const phone = useProviderPhone();
  const statusId = useId();
  const remaining = remainingRequiredCount(values);

  const setValue = (name: ApplicationFieldName, value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  const generate = () => {
    if (remaining > 0 || generating) return;
    setGenerating(true);
    let printWindow: Window | null = null;
    try {
      const html = buildApplicationHtml(
        values,
        { name: brand.name, phone: phone.display, email: brand.supportEmail, address: officeAddress },
        new Date(),
      );
      printWindow = window.open('', '_blank');
      if (!printWindow) {
        window.alert(applicationAlerts.popupBlocked);
        setGenerating(false);
        return;
      }
      printWindow.document.open();
      printWindow.document.write(html);
      printWindow.document.close();
      const written = printWindow;
      // docs/product.md#factoring-application: the print dialog opens once the page has had time to lay out.
      window.setTimeout(() => {
        try {
          written.focus();
          written.print();
        } catch {
          window.alert(applicationAlerts.generationFailed);
        } finally {
          setGenerating(false);
        }
      }, PRINT_DIALOG_DELAY_MS);
    } catch {
      try {
        printWindow?.close();
      } catch {
        // The half-written window is already gone.
      }
      window.alert(applicationAlerts.generationFailed);
      setGenerating(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <form className={`${styles.form} ${layout.application}`} noValidate onSubmit={onSubmit}>
      <p className={layout.intro}>{copy.privacyNote}</p>
      <p className={styles.hint}>{copy.requiredNote}</p>

      {applicationSections.map((section) => (
        <fieldset key={section.id} className={layout.section}>
          <legend className={layout.legend}>{section.legend}</legend>
          {section.groups.map((group, index) => {
            const fields = (
              <div className={styles.fields}>
                {group.fields.map((field) => (
                  <ApplicationFieldInput
                    key={field.name}
                    field={field}
                    context={group.legend}
                    value={values[field.name]}
                    onChange={(value) => setValue(field.name, value)}
                  />
                ))}
              </div>
            );
            return group.legend ? (
              <fieldset key={group.legend} className={layout.group}>
                <legend className={layout.groupLegend}>{group.legend}</legend>
                {fields}
              </fieldset>
            ) : (
              <Fragment key={index}>{fields}</Fragment>
            );
          })}
        </fieldset>
      ))}

      <p id={statusId} role="status" className={styles.status}>
        {copy.remainingMessage(remaining)}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={remaining > 0 || generating}
          aria-describedby={statusId}
          onClick={generate}
        >
          {generating ? copy.generatingLabel : copy.generateLabel}
        </button>
      </div>
    </form>
  );
}
