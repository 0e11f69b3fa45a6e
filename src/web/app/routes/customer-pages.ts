/** The customer screens of SPEC.md §2 that are not built yet: path and screen title. */
export const comingSoonPages: ReadonlyArray<{ path: string; title: string }> = [];
