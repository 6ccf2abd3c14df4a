import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressParams } from './use-address-params.ts';

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  return renderHook(() => ({ address: useAddressParams(), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

describe('useAddressParams', () => {
  it('hands a delayed write the filters just cleared, not the ones on screen (the Clear Filters race)', () => {
    const { result } = renderAt('/admin?search=zq12&dob=1985-03-08');
    const [, setParams] = result.current.address;
    act(() => {
      // "Clear Filters", then the search box's delayed write, before the screen renders again.
      setParams({});
      setParams((current) => {
        current.set('search', 'zq12');
        return current;
      });
    });
    expect(result.current.location.search).toBe('?search=zq12');
    expect(result.current.address[0].get('dob')).toBeNull();
  });

  it('starts from the address on screen once it changed another way (a link, Back)', () => {
    const { result } = renderAt('/admin?status=approved');
    act(() => result.current.address[1]((current) => (current.set('page', '2'), current)));
    expect(result.current.location.search).toBe('?status=approved&page=2');
    act(() => void result.current.navigate('/admin?status=rejected'));
    act(() => result.current.address[1]((current) => (current.set('search', 'ben'), current), { replace: true }));
    expect(result.current.location.search).toBe('?status=rejected&search=ben');
  });
});
