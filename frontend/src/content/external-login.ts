import {
  externalSystemTypeLabels,
  messages,
  type ExternalLoginPayload,
  type FieldErrorCode,
} from '@trucking-finance/contracts';

/** Copy of the external-system login tool (docs/product.md#external-login). */
export const externalLoginCopy = {
  eyebrow: 'Client tools',
  heading: 'External System Login',
  lede: 'Sign in with the accounting or trucking software you already use, and share the client login link with your team or on your own website.',
  form: {
    heading: 'Log in through your system',
    intro:
      'Choose your system and enter the sign-in address and credentials you use there. We pass them to your system once, over a secure connection, and never store your password.',
    systemLabel: 'System',
    /** The choices of the system list, by the key the server expects. */
    systemTypeLabels: externalSystemTypeLabels,
    externalUrlLabel: 'External URL',
    externalUrlHint: 'The sign-in address of your system, starting with https://',
    usernameLabel: 'Username',
    passwordLabel: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Login & Redirect',
    submitting: 'Connecting...',
    networkError: 'Network error. Please try again.',
    /** Shown when the server gives no reason of its own (docs/product.md#external-login). */
    loginFailed: messages.externalLoginFailed,
  },
  share: {
    heading: 'Share the client login link',
    intro:
      'Send this link to your drivers and office staff, or add it to your own website, so clients always reach the right sign-in page.',
    linkLabel: 'Client login link',
    copy: 'Copy Link',
    copied: 'Copied!',
    copyFailed:
      'We could not copy the link. Select it in the box above and copy it with Ctrl+C (Cmd+C on a Mac).',
    examplesHeading: 'Integration examples',
    linkExampleHeading: 'HTML link',
    buttonExampleHeading: 'HTML button',
    linkExample: (link: string) => `<a href="${link}" target="_blank" rel="noopener">Client Login</a>`,
    buttonExample: (link: string) =>
      `<button type="button" onclick="window.open('${link}', '_blank', 'noopener')">\n  Client Login\n</button>`,
  },
} as const;

/**
 * What the login form says about a field, by the code of its problem, whether the browser found
 * it or the server did (`fields` of an error answer). The sentences of docs/product.md#external-login are shared with
 * the server (`messages`).
 */
export function externalLoginFieldMessage(field: keyof ExternalLoginPayload, code: FieldErrorCode): string {
  switch (field) {
    case 'externalUrl':
      return code === 'required' ? messages.externalUrlRequired : messages.externalUrlInvalid;
    case 'systemType':
      return 'Please choose your system from the list.';
    default:
      return messages.externalCredentialsRequired;
  }
}
