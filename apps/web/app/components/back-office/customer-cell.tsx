/** A list's "Customer" cell: their name, and their e-mail address under it. */
export function CustomerCell({ name, email }: { name: string; email: string }) {
  return (
    <span className="block min-w-44">
      <span className="block text-ink">{name}</span>
      <span className="block text-xs break-all text-stone">{email}</span>
    </span>
  );
}
