import { Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { addTag, removeTag, TAG_MAX_LENGTH, TAGS_MAX, type AddTagOutcome } from './tag-list';

/** The tag field's strings (docs/product.md#suggest / admin exercise form; same in both). */
export const TAG_INPUT_TEXT = {
  label: 'Tags',
  placeholder: 'Type a tag and press Enter',
  addTag: 'Add tag',
  removeTag: (tag: string) => `Remove tag ${tag}`,
  tagAdded: (tag: string) => `Tag ${tag} added`,
  tagRemoved: (tag: string) => `Tag ${tag} removed`,
  tagDuplicate: (tag: string) => `${tag} is already a tag`,
  tagTooLong: (max: number) => `A tag can be at most ${max} characters`,
  tagTooMany: (max: number) => `You can add at most ${max} tags`,
  noTags: 'No tags yet.',
} as const;

interface TagInputProps {
  id: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The text field's placeholder; defaults to {@link TAG_INPUT_TEXT}.placeholder. */
  placeholder?: string;
  /** A line under the field (its id is `<id>-hint`, referenced by aria-describedby). */
  hint?: string;
}

/** What a screen reader hears, and a sighted user reads under the field for a refusal, after an attempt to add a tag. */
function outcomeText(outcome: AddTagOutcome, tag: string): string {
  switch (outcome) {
    case 'added':
      return TAG_INPUT_TEXT.tagAdded(tag);
    case 'duplicate':
      return TAG_INPUT_TEXT.tagDuplicate(tag);
    case 'too-long':
      return TAG_INPUT_TEXT.tagTooLong(TAG_MAX_LENGTH);
    case 'too-many':
      return TAG_INPUT_TEXT.tagTooMany(TAGS_MAX);
    case 'empty':
      return '';
  }
}

/**
 * Tags (docs/product.md#suggest and the admin exercise form, docs/product.md#validation): typed into one field and added by Enter or the
 * plus button (Enter never submits the form), each removable on its own; trimmed, empty ones ignored, duplicates
 * ignored (see tag-list.ts). The outcome of each action is read out through a polite live region; a refusal (duplicate,
 * too long, too many) is also shown under the field.
 */
export function TagInput({ id, value, onChange, placeholder = TAG_INPUT_TEXT.placeholder, hint }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<{ text: string; refused: boolean }>({ text: '', refused: false });
  const inputRef = useRef<HTMLInputElement>(null);

  const add = () => {
    const result = addTag(value, draft);
    setNotice({ text: outcomeText(result.outcome, result.tag), refused: result.outcome !== 'added' && result.outcome !== 'empty' });
    if (result.outcome === 'added') onChange([...result.tags]);
    if (result.outcome === 'added' || result.outcome === 'duplicate' || result.outcome === 'empty') setDraft('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  const remove = (tag: string) => {
    onChange(removeTag(value, tag));
    setNotice({ text: TAG_INPUT_TEXT.tagRemoved(tag), refused: false });
    inputRef.current?.focus();
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{TAG_INPUT_TEXT.label}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="enter"
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} aria-label={TAG_INPUT_TEXT.addTag} title={TAG_INPUT_TEXT.addTag}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <p aria-live="polite" className={notice.refused ? 'text-sm font-medium text-amber-800' : 'sr-only'}>
        {notice.text}
      </p>
      {value.length > 0 ? (
        <ul aria-label={TAG_INPUT_TEXT.label} className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="accent" className="gap-1 py-1 pr-1 pl-2.5 text-sm font-normal">
                {tag}
                <button
                  type="button"
                  onClick={() => remove(tag)}
                  aria-label={TAG_INPUT_TEXT.removeTag(tag)}
                  className="flex size-5 items-center justify-center rounded-full text-emerald-900 hover:bg-emerald-200 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{TAG_INPUT_TEXT.noTags}</p>
      )}
    </div>
  );
}
