/** Mirrors the server's better-auth setting (emailAndPassword.minPasswordLength). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export type SignInValues = { email: string; password: string };
export type SignUpValues = SignInValues & { name: string };
export type ForgotPasswordValues = { email: string };
export type ResetPasswordValues = { password: string; confirmPassword: string };
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'Enter your email address';
  if (!EMAIL_PATTERN.test(trimmed)) return 'Enter a valid email address';
  return undefined;
}

function newPasswordError(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters`;
  return undefined;
}

export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  const errors: FieldErrors<SignInValues> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'Enter your password';
  return errors;
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const errors: FieldErrors<SignUpValues> = {};
  if (!values.name.trim()) errors.name = 'Enter your name';
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  return errors;
}

export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<ForgotPasswordValues> {
  const email = emailError(values.email);
  return email ? { email } : {};
}

export function validateResetPassword(values: ResetPasswordValues): FieldErrors<ResetPasswordValues> {
  const errors: FieldErrors<ResetPasswordValues> = {};
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  if (!values.confirmPassword) errors.confirmPassword = 'Enter the new password again';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'The passwords don’t match';
  return errors;
}

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.values(errors).some(Boolean);
}
