import { Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { addTag, removeTag, TAG_MAX_LENGTH, TAGS_MAX, type AddTagOutcome } from '../tag-list';
import { SUGGESTIONS_TEXT } from '../suggestions-messages';

interface TagInputProps {
  id: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
}

/** What a screen reader hears, and a sighted user reads under the field, after an attempt to add a tag. */
function outcomeText(outcome: AddTagOutcome, tag: string): string {
  switch (outcome) {
    case 'added':
      return SUGGESTIONS_TEXT.tagAdded(tag);
    case 'duplicate':
      return SUGGESTIONS_TEXT.tagDuplicate(tag);
    case 'too-long':
      return SUGGESTIONS_TEXT.tagTooLong(TAG_MAX_LENGTH);
    case 'too-many':
      return SUGGESTIONS_TEXT.tagTooMany(TAGS_MAX);
    case 'empty':
      return '';
  }
}

/**
 * Tags (spec §2 Suggest an Exercise, §5): typed into one field and added by Enter or the plus button (Enter never
 * submits the form), each removable on its own; trimmed, empty ones ignored, duplicates ignored (see tag-list.ts).
 * The outcome of each action is read out through a polite live region.
 */
export function TagInput({ id, value, onChange }: TagInputProps) {
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
    setNotice({ text: SUGGESTIONS_TEXT.tagRemoved(tag), refused: false });
    inputRef.current?.focus();
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{SUGGESTIONS_TEXT.tags}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={SUGGESTIONS_TEXT.tagPlaceholder}
          autoComplete="off"
          enterKeyHint="enter"
          aria-describedby={`${id}-hint`}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} aria-label={SUGGESTIONS_TEXT.addTag} title={SUGGESTIONS_TEXT.addTag}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {SUGGESTIONS_TEXT.tagHint}
      </p>
      <p aria-live="polite" className={notice.refused ? 'text-sm font-medium text-amber-800' : 'sr-only'}>
        {notice.text}
      </p>
      {value.length > 0 ? (
        <ul aria-label={SUGGESTIONS_TEXT.tags} className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="accent" className="gap-1 py-1 pr-1 pl-2.5 text-sm font-normal">
                {tag}
                <button
                  type="button"
                  onClick={() => remove(tag)}
                  aria-label={SUGGESTIONS_TEXT.removeTag(tag)}
                  className="flex size-5 items-center justify-center rounded-full text-emerald-900 hover:bg-emerald-200 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{SUGGESTIONS_TEXT.noTags}</p>
      )}
    </div>
  );
}
