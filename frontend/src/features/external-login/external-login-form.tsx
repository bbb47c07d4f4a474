import {
  externalSystemTypeLabels,
  externalSystemTypes,
  messages,
  type ExternalLoginPayload,
  type ExternalSystemType,
} from '@trucking-finance/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { StrokeIcon } from '@/components/contact-icons';
import { paths } from '@/config/paths';
import { externalLoginCopy } from '@/content/external-login';
import { storeClientSession } from '@/lib/client-session';
import { browserLocation, isAbsoluteHttpUrl } from './browser-location';
import { externalLoginErrorMessage, useExternalLoginMutation } from './external-login-api';
import styles from './external-login.module.css';

const copy = externalLoginCopy.form;

type CheckedField = 'externalUrl' | 'username' | 'password';
type FieldErrors = Partial<Record<CheckedField, string>>;

const checkedFields: readonly CheckedField[] = ['externalUrl', 'username', 'password'];

function validate(values: ExternalLoginPayload): FieldErrors {
  const errors: FieldErrors = {};
  const externalUrl = values.externalUrl.trim();
  if (!externalUrl) errors.externalUrl = messages.externalUrlRequired;
  else if (!isAbsoluteHttpUrl(externalUrl)) errors.externalUrl = messages.externalUrlInvalid;
  if (!values.username.trim()) errors.username = messages.externalCredentialsRequired;
  if (!values.password) errors.password = messages.externalCredentialsRequired;
  return errors;
}

const initialValues: ExternalLoginPayload = {
  systemType: externalSystemTypes[0],
  externalUrl: '',
  username: '',
  password: '',
};

/**
 * Sign-in through the client's own system (spec §2, §4): idle → connecting → redirected with a
 * stored session, or back to idle with the reason shown and every typed value kept.
 */
export function ExternalLoginForm() {
  const navigate = useNavigate();
  const [login, { isLoading }] = useExternalLoginMutation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [showPassword, setShowPassword] = useState(false);
  const fieldRefs = useRef<Partial<Record<CheckedField, HTMLInputElement | null>>>({});
  const ids = {
    heading: useId(),
    intro: useId(),
    systemType: useId(),
    externalUrl: useId(),
    externalUrlHint: useId(),
    username: useId(),
    password: useId(),
  };

  const update = (field: keyof ExternalLoginPayload, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const redirectTo = (redirectUrl: string) => {
    if (isAbsoluteHttpUrl(redirectUrl)) browserLocation.assign(redirectUrl);
    else if (redirectUrl.startsWith('/') && !redirectUrl.startsWith('//')) void navigate(redirectUrl);
    else void navigate(paths.client.dashboard);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const problems = validate(values);
    setErrors(problems);
    setFailure(undefined);
    const firstProblem = checkedFields.find((field) => problems[field]);
    if (firstProblem) {
      fieldRefs.current[firstProblem]?.focus();
      return;
    }

    try {
      const result = await login({ ...values, externalUrl: values.externalUrl.trim() }).unwrap();
      if (!result?.token) throw new Error('The answer carried no session');
      storeClientSession(result.token, result.user);
      redirectTo(result.redirectUrl);
    } catch (error) {
      setFailure(externalLoginErrorMessage(error));
    }
  };

  const describedBy = (field: CheckedField, ...extra: string[]) =>
    [errors[field] ? `${ids[field]}-error` : undefined, ...extra].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: CheckedField) =>
    errors[field] && (
      <p id={`${ids[field]}-error`} className={styles.fieldError}>
        {errors[field]}
      </p>
    );

  return (
    <section className={styles.card} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={styles.heading}>
        {copy.heading}
      </h2>
      <p id={ids.intro} className={styles.intro}>
        {copy.intro}
      </p>
      <form aria-labelledby={ids.heading} aria-describedby={ids.intro} noValidate onSubmit={handleSubmit}>
        <div className={styles.field}>
          <label htmlFor={ids.systemType} className={styles.label}>
            {copy.systemLabel}
          </label>
          <select
            id={ids.systemType}
            className={styles.input}
            name="systemType"
            value={values.systemType}
            onChange={(event) => update('systemType', event.target.value as ExternalSystemType)}
          >
            {externalSystemTypes.map((systemType) => (
              <option key={systemType} value={systemType}>
                {externalSystemTypeLabels[systemType]}
              </option>
            ))}
          </select>
        </div>

        <div className={styles.field}>
          <label htmlFor={ids.externalUrl} className={styles.label}>
            {copy.externalUrlLabel}
          </label>
          <p id={ids.externalUrlHint} className={styles.hint}>
            {copy.externalUrlHint}
          </p>
          <input
            ref={(element) => {
              fieldRefs.current.externalUrl = element;
            }}
            id={ids.externalUrl}
            className={styles.input}
            type="url"
            name="externalUrl"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            required
            value={values.externalUrl}
            aria-invalid={errors.externalUrl ? true : undefined}
            aria-describedby={describedBy('externalUrl', ids.externalUrlHint)}
            onChange={(event) => update('externalUrl', event.target.value)}
          />
          {fieldError('externalUrl')}
        </div>

        <div className={styles.field}>
          <label htmlFor={ids.username} className={styles.label}>
            {copy.usernameLabel}
          </label>
          <input
            ref={(element) => {
              fieldRefs.current.username = element;
            }}
            id={ids.username}
            className={styles.input}
            type="text"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.username}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={describedBy('username')}
            onChange={(event) => update('username', event.target.value)}
          />
          {fieldError('username')}
        </div>

        <div className={styles.field}>
          <label htmlFor={ids.password} className={styles.label}>
            {copy.passwordLabel}
          </label>
          <div className={styles.passwordRow}>
            <input
              ref={(element) => {
                fieldRefs.current.password = element;
              }}
              id={ids.password}
              className={styles.input}
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={values.password}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy('password')}
              onChange={(event) => update('password', event.target.value)}
            />
            <button
              type="button"
              className={styles.toggle}
              aria-pressed={showPassword}
              aria-controls={ids.password}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <EyeIcon crossed={showPassword} />
              <span className="visually-hidden">{showPassword ? copy.hidePassword : copy.showPassword}</span>
            </button>
          </div>
          {fieldError('password')}
        </div>

        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}

        <button type="submit" className={styles.submit} disabled={isLoading}>
          {isLoading ? copy.submitting : copy.submit}
        </button>
      </form>
    </section>
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
