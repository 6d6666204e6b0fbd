import { Mail } from 'lucide-react';

/** Someone's e-mail address as the back-office's facts show it: a link to write to them. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="link-underline inline-flex items-center gap-1.5 break-all text-ink">
      <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> {email}
    </a>
  );
}
