// A field of a page rendered on the server can be typed into before the scripts take the page
// over: the text is in the field but not in React's state. Once hydrated, the state takes it.
// See docs/server-rendering.md.
import { useEffect, useRef, type RefObject } from 'react';

export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  take: (value: string) => void,
) {
  const takeRef = useRef(take);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) takeRef.current(typed);
  }, [field]);
}
