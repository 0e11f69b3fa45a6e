import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver that loads zod and the shared schema only when first needed.
 * The sign-in screen is the first page most visitors load; keeping zod (about 25 KB gzipped)
 * out of it keeps that page small, and the schema is still the one the server validates with.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>) {
  let loading: Promise<Resolver<T>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  /** Start loading early (for example when the visitor focuses the form) so submitting feels instant. */
  const preload = () => {
    void load().catch(() => {
      // A failed preload is retried by the first submit.
      loading = undefined;
    });
  };
  return { resolver, preload };
}
