import commonPasswords from 'fxa-common-password-list';
import { AppError } from '../../lib/app-error.ts';

/**
 * Refuses a password from Mozilla's list of the most common passwords (the length rule is in
 * the shared schema; this list is too large to send to the browser).
 */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (commonPasswords.test(password)) {
    throw new AppError('bad-request', `${field}: is too common; choose one that is harder to guess`);
  }
}
