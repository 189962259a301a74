import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TextAreaField, type TextAreaFieldProps } from '../fields/TextAreaField';
import { insertMention, matchingPeople, mentionQueryAt, type MentionQuery } from './mention-query';
import { StyledMentionList, StyledMentionOption, StyledMentionTextarea } from './MentionTextarea.styles';

export interface MentionPerson {
  id: string;
  name: string;
  /** Shown beside the name, e.g. the translated role. */
  detail?: string;
}

export interface MentionTextareaProps extends Omit<TextAreaFieldProps, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Who may be mentioned here (the caller loads them, e.g. from GET /api/mentions/candidates). */
  people: MentionPerson[];
  /** Accessible name of the suggestion list, e.g. t('mentions.listLabel'). */
  listLabel: string;
  /** Where the list opens: below the text (default) or above it (a box at the bottom of a pane, e.g. a chat's). */
  listPlacement?: 'below' | 'above';
}

/**
 * A text area offering people on `@`: typing `@` and letters opens a list (combobox pattern: arrows move, Enter or
 * Tab choose, Escape closes and keeps the text); choosing writes the person's mention token into the text.
 */
export function MentionTextarea({
  value,
  onValueChange,
  people,
  listLabel,
  listPlacement = 'below',
  onKeyDown,
  ref: outsideRef,
  ...rest
}: MentionTextareaProps) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const options = query ? matchingPeople(people, query.text) : [];
  const open = options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  // Where the caret goes once a chosen mention is in the text: set as the new value renders, before the next key.
  const caretAfterChoice = useRef<number | null>(null);
  useLayoutEffect(() => {
    const textarea = ref.current;
    const caret = caretAfterChoice.current;
    if (caret === null || !textarea) return;
    caretAfterChoice.current = null;
    textarea.focus();
    textarea.setSelectionRange(caret, caret);
  }, [value]);

  const follow = (text: string, caret: number) => {
    const next = mentionQueryAt(text, caret);
    setQuery(next);
    if (next?.text !== query?.text) setActive(0);
  };

  const choose = (person: MentionPerson) => {
    const textarea = ref.current;
    if (!query || !textarea) return;
    const next = insertMention(value, textarea.selectionStart ?? value.length, query, person);
    caretAfterChoice.current = next.caret;
    onValueChange(next.value);
    setQuery(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(options[Math.min(active, options.length - 1)]);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setQuery(null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <StyledMentionTextarea>
      <TextAreaField
        {...rest}
        ref={(element: HTMLTextAreaElement | null) => {
          ref.current = element;
          if (typeof outsideRef === 'function') outsideRef(element);
          else if (outsideRef) outsideRef.current = element;
        }}
        value={value}
        // Stays a text box (a multi-line one: the combobox role would hide that); while the list is open it names
        // the list and its active option, as an autocompleting text box does.
        {...(people.length > 0
          ? {
              'aria-autocomplete': 'list' as const,
              'aria-controls': open ? listId : undefined,
              'aria-activedescendant': open ? optionId(Math.min(active, options.length - 1)) : undefined,
            }
          : {})}
        onChange={(event) => {
          onValueChange(event.target.value);
          follow(event.target.value, event.target.selectionStart ?? event.target.value.length);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          setQuery(null);
          rest.onBlur?.(event);
        }}
      />
      {open ? (
        <StyledMentionList id={listId} role="listbox" aria-label={listLabel} $above={listPlacement === 'above'}>
          {options.map((person, index) => (
            <StyledMentionOption
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              $active={index === active}
              // Chosen on mouse down, before the text area's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(person);
              }}
            >
              <span>{person.name}</span>
              {person.detail ? <span>{person.detail}</span> : null}
            </StyledMentionOption>
          ))}
        </StyledMentionList>
      ) : null}
    </StyledMentionTextarea>
  );
}
