import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * What a searchable event list does around its search (pairings and standings alike): a new search
 * shows its first rows under the search box, before the page is painted; "My table" / "My place"
 * clears the search, then, once the list is whole again, jumps to the viewer's row (`myIndex` in
 * the rows shown, −1 for none).
 */
export function useListJumps({
  query,
  searching,
  myIndex,
  showFromTop,
  jumpToRow,
  clearSearch,
}: {
  /** The parsed search: a new one moves the list. */
  query: unknown;
  searching: boolean;
  myIndex: number;
  showFromTop: (search: HTMLElement | null) => void;
  jumpToRow: (index: number) => void;
  clearSearch: () => void;
}) {
  const searchRef = useRef<HTMLElement>(null);
  const searched = useRef(query);
  useLayoutEffect(() => {
    if (searched.current === query) return;
    searched.current = query;
    showFromTop(searchRef.current);
  }, [query, showFromTop]);

  const [jumping, setJumping] = useState(false);
  useEffect(() => {
    if (!jumping || searching) return;
    setJumping(false);
    if (myIndex >= 0) jumpToRow(myIndex);
  }, [jumping, searching, myIndex, jumpToRow]);

  const jumpToMine = () => {
    clearSearch();
    setJumping(true);
  };
  return { searchRef, jumpToMine };
}
