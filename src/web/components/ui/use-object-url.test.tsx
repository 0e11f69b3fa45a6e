// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useObjectUrl', () => {
  it('makes a blob: URL for a blob and revokes it when the blob changes or the view goes away', () => {
    let next = 0;
    const create = vi.fn(() => `blob:test/${++next}`);
    const revoke = vi.fn();
    vi.stubGlobal('URL', { createObjectURL: create, revokeObjectURL: revoke });
    const first = new Blob(['a']);
    const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), {
      initialProps: { blob: first as Blob | null },
    });
    expect(result.current).toBe('blob:test/1');
    rerender({ blob: new Blob(['b']) });
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
    expect(result.current).toBe('blob:test/2');
    rerender({ blob: null });
    expect(result.current).toBeUndefined();
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:test/2');
  });
});
