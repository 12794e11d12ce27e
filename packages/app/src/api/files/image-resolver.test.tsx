import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { queryClient } from '../query-client';
import { useImageResolver } from './image-resolver';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('useImageResolver', () => {
  it.each([
    'https://cdn.example.test/avatars/a.png',
    'http://cdn.example.test/avatars/a.png',
    'HTTPS://CDN.EXAMPLE.TEST/A.PNG',
    'blob:http://localhost:63315/1b7c6d0e',
  ])('uses %s as it is, without asking the server', async (url) => {
    const { result } = await renderHook(() => useImageResolver(), { wrapper });
    expect(result.current(url)).toBe(url);
  });

  it('asks the server for a file key, and shows initials (null) when it cannot answer', async () => {
    const { result } = await renderHook(() => useImageResolver(), { wrapper });
    const answer = result.current('avatars/usr_owner.png');
    expect(answer).toBeInstanceOf(Promise);
    // The test server has no file API: the resolver settles on null instead of failing the page.
    expect(await answer).toBeNull();
  });
});
