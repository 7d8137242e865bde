// Which part of an editor the person is on, for presence: the item (a lesson, criterion or
// step) that holds the focus, found by its `data-presence-item` attribute. The last one stays
// while the focus is outside every item (on the toolbar, say).
import { useEffect, useState } from 'react';

export const PRESENCE_ITEM_ATTRIBUTE = 'data-presence-item';

export function useFocusedItem(): string | null {
  const [item, setItem] = useState<string | null>(null);
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const holder = target?.closest(`[${PRESENCE_ITEM_ATTRIBUTE}]`);
      const id = holder?.getAttribute(PRESENCE_ITEM_ATTRIBUTE);
      if (id) setItem(id);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  return item;
}
