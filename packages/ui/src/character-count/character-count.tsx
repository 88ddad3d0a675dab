import { type ChangeEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import * as field from "../field/field.css.ts";
import { FieldFrame } from "../field/field-frame.tsx";
import type { TextareaFieldProps } from "../field/textarea-field.tsx";
import { Icon } from "../icon/icon.tsx";
import { visuallyHidden } from "../theme/utilities.css.ts";
import * as styles from "./character-count.css.ts";
import { countState } from "./character-count-state.ts";

/** What the count says, in the page's language (the site builds it from @firm/content). */
export type CharacterCountMessages = {
  /** The limit, as a hint: "You can enter up to 5,000 characters." */
  readonly limit: (limit: number) => string;
  readonly remaining: (count: number) => string;
  readonly tooMany: (count: number) => string;
  /** The text area's validity message past the limit: names what is wrong and what to do. */
  readonly overLimit: (count: number, limit: number) => string;
};

export type CharacterCountProps = Omit<TextareaFieldProps, "value" | "maxLength"> & {
  value: string;
  /** The most characters the answer may have; the text area carries no `maxlength` and cuts nothing. */
  limit: number;
  /** Per cent of the limit from which the count shows (default 75; 0 shows it always). */
  threshold?: number;
  messages: CharacterCountMessages;
};

/** How long typing must pause before the count is announced: a screen reader is not told every key. */
const announceDelay = 1000;

/** The last `text` that stayed unchanged for `delay` milliseconds. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * Past the limit the text area is invalid, so the form refuses to submit and names it; below, the
 * message is cleared only if it is still the count's own (the form may have set another problem).
 */
function markOverLimit(
  control: HTMLTextAreaElement,
  over: number,
  limit: number,
  messages: CharacterCountMessages,
  own: RefObject<string | null>,
) {
  if (over > 0) {
    own.current = messages.overLimit(over, limit);
    control.setCustomValidity(own.current);
  } else if (own.current !== null) {
    if (control.validationMessage === own.current) control.setCustomValidity("");
    own.current = null;
  }
}

/**
 * A text area with a character count, in the manner of the GOV.UK Design System's: the limit is its
 * hint, always read by screen readers and shown until the count takes its place; from `threshold`
 * per cent of the limit the count shows what is left, and past the limit how many characters are too
 * many. A paste that does not fit is kept whole: the field turns invalid and the form will not send
 * it. The visible count is hidden from screen readers, which hear the same words from a polite live
 * region once typing pauses. Nothing moves when the page's script starts (the count appears only as
 * the visitor types). `data-state` is "quiet", "near" or "over".
 */
export function CharacterCount({
  id: givenId,
  label,
  required,
  hint,
  error,
  rows = 4,
  value,
  limit,
  threshold,
  messages,
  onChange,
  ...textarea
}: CharacterCountProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const limitId = `${id}-limit`;
  const control = useRef<HTMLTextAreaElement>(null);
  const ownMessage = useRef<string | null>(null);
  const { state, remaining, over } = countState(value.length, limit, threshold);
  const message =
    state === "over" ? messages.tooMany(over) : state === "near" ? messages.remaining(remaining) : "";
  const announced = useSettled(message, announceDelay);

  useEffect(() => {
    if (control.current) markOverLimit(control.current, over, limit, messages, ownMessage);
  }, [over, limit, messages]);

  const changed = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    const length = event.currentTarget.value.length;
    markOverLimit(event.currentTarget, Math.max(0, length - limit), limit, messages, ownMessage);
  };

  return (
    <div className={styles.count} data-state={state}>
      <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
        {(props) => (
          <>
            <textarea
              ref={control}
              rows={rows}
              {...textarea}
              {...props}
              value={value}
              onChange={changed}
              aria-describedby={[props["aria-describedby"], limitId].filter(Boolean).join(" ")}
              aria-invalid={props["aria-invalid"] ?? (over > 0 ? true : undefined)}
            />
            <span id={limitId} className={state === "quiet" ? field.hint : visuallyHidden}>
              {messages.limit(limit)}
            </span>
            {state !== "quiet" ? (
              <span className={styles.status} aria-hidden="true">
                {state === "over" ? <Icon name="alert" size="sm" /> : null}
                {message}
              </span>
            ) : null}
            <span className={visuallyHidden} aria-live="polite">
              {announced}
            </span>
          </>
        )}
      </FieldFrame>
    </div>
  );
}
