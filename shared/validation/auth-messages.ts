/**
 * The account forms' messages (SPEC sections 5 and 9), word for word. Apart from the schemas in auth.ts, so that code
 * needing only a text (the server's domain errors) does not carry the schemas into its bundle.
 */
export const messages = {
  email: 'Please provide a valid email.',
  passwordRequired: 'Password is required.',
  passwordMin: 'Password must be at least 8 characters.',
  name: 'Name is required.',
  mobile: 'Valid mobile number is required.',
  confirm: 'Please confirm your password.',
  passwordsMustMatch: 'Passwords must match.',
  passwordsDoNotMatch: 'Passwords do not match',
  code: 'Verification code is required.',
  currentPasswordRequired: 'The current password is required.',
  currentPasswordWrong: 'The current password is incorrect.',
  newPasswordsDoNotMatch: 'New password and confirm password do not match.',
  emailTaken: 'The email has already been taken.',
} as const;
