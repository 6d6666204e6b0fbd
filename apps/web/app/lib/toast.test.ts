import { afterEach, describe, expect, it, vi } from 'vitest';

/* Toasts load react-toastify with the first one, and every toast said still reaches it. */

const said = vi.hoisted(() => [] as string[]);
vi.mock('react-toastify/unstyled', () => ({
  toast: {
    success: (message: string) => said.push(`success: ${message}`),
    error: (message: string, options?: { toastId?: string }) => said.push(`error: ${message} ${options?.toastId}`),
    info: (message: string) => said.push(`info: ${message}`),
  },
}));

afterEach(() => {
  said.length = 0;
});

describe('toasts on demand', () => {
  it('leaves react-toastify alone until something is said, then hands it every toast in order', async () => {
    const { toast } = await import('./toast.ts');
    await Promise.resolve();
    expect(said).toEqual([]);
    toast.success('Saved.');
    toast.error('Failed to fetch product list', { toastId: 'list' });
    toast.info('Nothing has changed.');
    await vi.waitFor(() => expect(said).toHaveLength(3));
    expect(said).toEqual(['success: Saved.', 'error: Failed to fetch product list list', 'info: Nothing has changed.']);
  });
});
