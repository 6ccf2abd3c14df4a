import { useCallback, useLayoutEffect, useRef } from 'react';
import { createSearchParams, useLocation, useNavigate, useSearchParams, type NavigateOptions, type URLSearchParamsInit } from 'react-router';

export type SetAddressParams = (next: URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit), options?: NavigateOptions) => void;

/**
 * `useSearchParams` for the list screens whose filters live in the address, with one
 * difference: a function given to the setter receives the address as it is now, not as
 * it was at the last render. React Router renders a navigation as a transition, so on a
 * busy machine a search box's delayed write could land before "Clear Filters" had
 * rendered, and React Router's own setter would hand it the filters just cleared, which
 * it then put back. Here the setter starts from the last address it wrote, until the
 * screen renders a newer one (its own, Back, or a link).
 */
export function useAddressParams(): [URLSearchParams, SetAddressParams] {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const latest = useRef(search);
  // A newer address on screen, this setter's own or another's, is the one to start from.
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  const setParams = useCallback<SetAddressParams>(
    (next, options) => {
      const value = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next).toString();
      latest.current = value === '' ? '' : `?${value}`;
      void navigate(`?${value}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}
