import { Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { FORM_TEXT } from '../admin-messages';

/** Longest tag and most tags the server accepts (exerciseInputSchema). */
const TAG_MAX = 40;
const TAGS_MAX = 30;

interface TagFieldProps {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
}

/** Tags added by Enter or the plus button (Enter never submits the form), trimmed, each once, removable one by one. */
export function TagField({ id, value, onChange }: TagFieldProps) {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const add = () => {
    const tag = draft.trim();
    if (tag && value.length < TAGS_MAX && !value.some((t) => t.toLowerCase() === tag.toLowerCase())) onChange([...value, tag]);
    setDraft('');
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{FORM_TEXT.tags}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          maxLength={TAG_MAX}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={FORM_TEXT.tagPlaceholder}
          autoComplete="off"
          enterKeyHint="enter"
        />
        <Button type="button" variant="outline" size="icon" onClick={add} aria-label={FORM_TEXT.addTag} title={FORM_TEXT.addTag}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {value.length > 0 ? (
        <ul aria-label={FORM_TEXT.tags} className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li key={tag}>
              <Badge variant="accent" className="gap-1 py-0.5 pr-1 pl-2.5 font-normal">
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((t) => t !== tag))}
                  aria-label={FORM_TEXT.removeTag(tag)}
                  className="flex size-5 items-center justify-center rounded-full text-emerald-900 hover:bg-emerald-200 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">{FORM_TEXT.noTags}</p>
      )}
    </div>
  );
}
