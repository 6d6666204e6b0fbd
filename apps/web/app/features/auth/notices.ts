/** Messages carried across a redirect in the query (?notice=…), e.g. after setting a password. */
export const notices = {
  'password-set': 'Your new password is set. Please sign in with it.',
  'account-activated': 'Your account is active. Please sign in with your new password.',
  'signed-out': 'You are signed out. See you soon!',
} as const;

export type NoticeKey = keyof typeof notices;

export function noticeFrom(url: URL): string | undefined {
  const key = url.searchParams.get('notice');
  return key && key in notices ? notices[key as NoticeKey] : undefined;
}
