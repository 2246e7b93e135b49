import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ExerciseAutocomplete } from '@/shared/schemas/exercises-query';
import { SearchBox } from '@/web/components/exercise/search-box';
import { HighlightedText } from '@/web/components/highlighted-text';
import { cn } from '@/web/lib/utils';
import { useExerciseAutocomplete } from '../api/get-exercise-autocomplete';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SEARCH_TEXT } from '../search-messages';

/** The autocomplete's fetch waits this long after the last keystroke (shorter than the results' debounce: they are cheap). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 150;

/** One entry of the autocomplete popup: an exercise's id, name and primary equipment. */
export type AutocompleteItem = ExerciseAutocomplete['items'][number];

interface SearchComboboxProps {
  /** The text in the box. */
  value: string;
  /** Every edit of the text (the library's results follow it, debounced by the caller). */
  onChange: (value: string) => void;
  /** Enter without a chosen entry: search for the text now. */
  onSearch: () => void;
  /** An entry chosen with Enter or a click: the caller opens its details. */
  onPick: (item: AutocompleteItem) => void;
}

/** The words of the typed text, lowercased, for marking them in the offered names. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);

/**
 * The library's search box with as-you-type autocomplete (docs/product.md#search), an ARIA 1.2 combobox: the input has
 * role=combobox with aria-expanded, aria-controls and aria-activedescendant; the popup is a role=listbox of role=option
 * items (the exercise's name, the typed words marked, and its equipment). Focus stays in the input throughout.
 *
 * Keys: ArrowDown/ArrowUp move through the options (wrapping; ArrowDown also reopens a closed popup), Enter on an
 * option calls `onPick`, Enter without one calls `onSearch`, Escape closes the popup (and only then clears the text, as a
 * search field does). A click on an option picks it; a click outside or leaving the field closes the popup. No popup for
 * empty text or while there are no entries. The popup spans the field's width, so it fills a phone's width.
 */
export function SearchCombobox({ value, onChange, onSearch, onPick }: SearchComboboxProps) {
  const listId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = value.trim();
  const debounced = useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS);
  const autocomplete = useExerciseAutocomplete(debounced);
  const items = text === '' ? [] : (autocomplete.data?.items ?? []);
  const expanded = open && items.length > 0;
  const activeIndex = expanded && active < items.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const terms = [...wordsOf(text), ...wordsOf(autocomplete.data?.correctedQuery ?? '')];

  // A press anywhere outside the field and its popup closes the popup.
  useEffect(() => {
    if (!expanded) return;
    const closeOutside = (event: Event) => {
      if (!frame.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('mousedown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('mousedown', closeOutside);
    };
  }, [expanded]);

  // The active option stays in view in a popup scrolled on a short screen (jsdom has no scrollIntoView).
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const change = (next: string) => {
    onChange(next);
    setActive(-1);
    setOpen(next.trim() !== '');
  };

  const pick = (item: AutocompleteItem) => {
    setOpen(false);
    setActive(-1);
    onPick(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (items.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          setActive(step === 1 ? 0 : items.length - 1);
          return;
        }
        setActive(activeIndex === -1 ? (step === 1 ? 0 : items.length - 1) : (activeIndex + step + items.length) % items.length);
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const chosen = activeIndex >= 0 ? items[activeIndex] : undefined;
        if (chosen) pick(chosen);
        else {
          setOpen(false);
          setActive(-1);
          onSearch();
        }
        return;
      }
      case 'Escape':
        if (!expanded) return;
        // Closing the popup is all Escape does while it is open: the browser would otherwise also clear the text.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
        return;
      default:
    }
  };

  return (
    <div
      ref={frame}
      className="w-full"
      // Focus leaving the field and its clear button (Tab, a tap elsewhere) closes the popup.
      onBlur={(event) => {
        if (!frame.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <SearchBox
        value={value}
        onChange={change}
        inputProps={{
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': expanded,
          'aria-controls': listId,
          'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
          onKeyDown,
        }}
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={SEARCH_TEXT.autocompleteLabel}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-[min(22rem,60vh)] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {expanded &&
            items.map((item, index) => (
              <li
                key={item.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keep the focus in the input: the click picks, it does not blur the field first.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  if (index !== activeIndex) setActive(index);
                }}
                onClick={() => pick(item)}
                className={cn(
                  'flex cursor-pointer flex-col gap-0.5 rounded-sm px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-3',
                  index === activeIndex && 'bg-accent text-accent-foreground',
                )}
              >
                <span className="min-w-0 break-words">
                  <HighlightedText text={item.exerciseName} terms={terms} />
                  {/* The option is read as 'Barbell Bench Press, Barbells', not as one run-on word. */}
                  <span className="sr-only">, </span>
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">{item.equipmentType}</span>
              </li>
            ))}
        </ul>
      </SearchBox>
    </div>
  );
}
