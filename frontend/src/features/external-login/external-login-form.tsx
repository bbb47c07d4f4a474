import { externalSystemTypes, type ExternalLoginPayload } from '@trucking-finance/contracts';
import { useId, useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { StrokeIcon } from '@/components/contact-icons';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  showServerFieldErrors,
  useFormFieldId,
  usePublicForm,
} from '@/components/form/form';
import { useTypedBeforeHydration } from '@/components/form/use-typed-before-hydration';
import { paths } from '@/config/paths';
import { externalLoginCopy, externalLoginFieldMessage } from '@/content/external-login';
import { apiErrorBodyOf } from '@/lib/api-error';
import { storeClientSession } from '@/lib/client-session';
import { browserLocation, isAbsoluteHttpUrl } from './browser-location';
import { useApiOnDemand } from '@/lib/api-on-demand';
import { externalLoginErrorMessage, externalLoginRules } from './external-login-rules';
import styles from './external-login.module.css';

const copy = externalLoginCopy.form;
const loadExternalLoginApi = () => import('./external-login-api').then((module) => module.externalLoginApi);

const initialValues: ExternalLoginPayload = {
  systemType: externalSystemTypes[0],
  externalUrl: '',
  username: '',
  password: '',
};

/**
 * Sign-in through the client's own system (docs/product.md#external-login): idle → connecting → redirected with a
 * stored session, or back to idle with the reason shown and every typed value kept.
 */
export function ExternalLoginForm() {
  const navigate = useNavigate();
  const callApi = useApiOnDemand(loadExternalLoginApi);
  const [isLoading, setLoading] = useState(false);
  const form = usePublicForm<ExternalLoginPayload>(initialValues);
  useTypedBeforeHydration(form);
  const failure = form.formState.errors.root?.server?.message;
  const headingId = useId();
  const introId = useId();

  const redirectTo = (redirectUrl: string) => {
    if (isAbsoluteHttpUrl(redirectUrl)) browserLocation.assign(redirectUrl);
    else if (redirectUrl.startsWith('/') && !redirectUrl.startsWith('//')) void navigate(redirectUrl);
    else void navigate(paths.client.dashboard);
  };

  const submit = async (values: ExternalLoginPayload) => {
    if (isLoading) return;
    setLoading(true);
    try {
      const payload = { ...values, externalUrl: values.externalUrl.trim() };
      const result = await callApi((externalLoginApi, dispatch) =>
        dispatch(externalLoginApi.endpoints.externalLogin.initiate(payload)).unwrap(),
      );
      if (!result?.token) throw new Error('The answer carried no session');
      storeClientSession(result.token, result.user);
      redirectTo(result.redirectUrl);
    } catch (error) {
      form.setError('root.server', { message: externalLoginErrorMessage(error) });
      showServerFieldErrors(form, apiErrorBodyOf(error)?.fields, externalLoginFieldMessage);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p id={introId} className={styles.intro}>
        {copy.intro}
      </p>
      <Form form={form} onSubmit={submit} aria-labelledby={headingId} aria-describedby={introId}>
        <FormField
          control={form.control}
          name="systemType"
          render={({ field }) => (
            <FormItem className={styles.field}>
              <FormLabel className={styles.label}>{copy.systemLabel}</FormLabel>
              <FormControl>
                <select {...field} className={styles.input}>
                  {externalSystemTypes.map((systemType) => (
                    <option key={systemType} value={systemType}>
                      {copy.systemTypeLabels[systemType]}
                    </option>
                  ))}
                </select>
              </FormControl>
              <FormMessage className={styles.fieldError} />
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="externalUrl"
          rules={externalLoginRules.externalUrl}
          render={({ field }) => (
            <FormItem className={styles.field} hint={copy.externalUrlHint}>
              <FormLabel className={styles.label}>{copy.externalUrlLabel}</FormLabel>
              <FormDescription className={styles.hint} />
              <FormControl>
                <input
                  {...field}
                  className={styles.input}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="https://"
                  required
                />
              </FormControl>
              <FormMessage className={styles.fieldError} />
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="username"
          rules={externalLoginRules.username}
          render={({ field }) => (
            <FormItem className={styles.field}>
              <FormLabel className={styles.label}>{copy.usernameLabel}</FormLabel>
              <FormControl>
                <input
                  {...field}
                  className={styles.input}
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                />
              </FormControl>
              <FormMessage className={styles.fieldError} />
            </FormItem>
          )}
        />

        <FormField
          control={form.control}
          name="password"
          rules={externalLoginRules.password}
          render={({ field }) => (
            <FormItem className={styles.field}>
              <FormLabel className={styles.label}>{copy.passwordLabel}</FormLabel>
              <PasswordInput field={field} />
              <FormMessage className={styles.fieldError} />
            </FormItem>
          )}
        />

        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}

        <button type="submit" className={styles.submit} disabled={isLoading}>
          {isLoading ? copy.submitting : copy.submit}
        </button>
      </Form>
    </section>
  );
}

/** The password with its show/hide toggle, which names the input it controls. */
function PasswordInput({ field }: { field: Omit<ComponentProps<'input'>, 'type'> }) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.passwordRow}>
      <FormControl>
        <input
          {...field}
          className={styles.input}
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </FormControl>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={shown}
        aria-controls={useFormFieldId()}
        onClick={() => setShown((current) => !current)}
      >
        <EyeIcon crossed={shown} />
        <span className="visually-hidden">{shown ? copy.hidePassword : copy.showPassword}</span>
      </button>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <StrokeIcon>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </StrokeIcon>
  );
}
