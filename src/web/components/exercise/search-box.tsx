import { Search, X } from 'lucide-react';
import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { SEARCH_TEXT_MAX } from '@/shared/limits';
import { Input } from '@/web/components/ui/input';
import { LIBRARY_TEXT } from './exercise-messages';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name; the library's by default. */
  label?: string;
  placeholder?: string;
  /** More attributes for the field (the library's combobox role, ARIA states and key handling). */
  inputProps?: Omit<ComponentProps<'input'>, 'id' | 'type' | 'value' | 'onChange' | 'maxLength' | 'placeholder'>;
  /** Content placed under the field within its frame, e.g. an autocomplete popup positioned against it. */
  children?: ReactNode;
}

/**
 * A catalogue search field (a labelled searchbox with a clear button), used by the library and the exercise pickers;
 * debouncing is the caller's job. Takes at most `SEARCH_TEXT_MAX` characters, what the server's catalogue searches
 * accept, so pasted text is cut here instead of being refused. 'Clear search' leaves focus in the emptied field (the
 * button itself goes away with the text).
 */
export function SearchBox({
  value,
  onChange,
  label = LIBRARY_TEXT.searchLabel,
  placeholder = LIBRARY_TEXT.searchPlaceholder,
  inputProps,
  children,
}: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="relative w-full" role="search">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <Input
        autoComplete="off"
        {...inputProps}
        ref={input}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={SEARCH_TEXT_MAX}
        className="h-10 pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' && (
        <button
          type="button"
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
      {children}
    </div>
  );
}
