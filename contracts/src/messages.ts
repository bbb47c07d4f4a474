/** Sentences of docs/product.md that both the server and the browser show. */
export const messages = {
  imageTooLarge: 'Image file is too large. Please use an image smaller than 5MB.',
  imageInvalidType: 'Please select a valid image file (JPG, PNG, etc.)',
  teamFieldsRequired: 'Please fill in all fields',
  externalUrlRequired: 'Please enter an external URL',
  externalUrlInvalid: 'Please enter a valid URL, for example https://portal.example.com/login',
  externalUrlNotHttps: 'Please use an https:// address for the external system.',
  externalUrlHasCredentials:
    'Please take the username and password out of the URL and type them in their own fields.',
  externalCredentialsRequired: 'Please enter your username and password',
  externalLoginFailed: 'External login failed',
  invalidCredentials: 'Invalid credentials. Please check your username and password.',
  tooManyLoginAttempts: 'Too many login attempts. Please wait a minute and try again.',
} as const;
