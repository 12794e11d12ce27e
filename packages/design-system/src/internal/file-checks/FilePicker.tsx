import { useId, useRef, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, DragEvent, Ref } from 'react';
import { Button } from '../../Button';
import { StyledDropZone, StyledHint, StyledProblem, StyledProblems } from './FilePicker.styles';

/** Native props of the hidden file input that the uploaders pass through. */
export type FileInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'accept' | 'multiple' | 'onChange' | 'value' | 'defaultValue' | 'hidden'
>;

interface FilePickerProps {
  /** `accept` of the file input. */
  accept: string;
  multiple: boolean;
  disabled: boolean;
  /** Text of the button that opens the file chooser. */
  addLabel: string;
  /** Accepted formats and limits, below the button. */
  hint: string;
  /** One message per rejected file from the last pick. */
  problems: readonly string[];
  /** Every picked or dropped file, unchecked. */
  onPick: (files: File[]) => void;
  inputProps?: FileInputProps;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Drop zone with an "add" button that opens a hidden file input, and the pick's problems. */
export function FilePicker({
  accept,
  multiple,
  disabled,
  addLabel,
  hint,
  problems,
  onPick,
  inputProps = {},
}: FilePickerProps) {
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const { ref: outerRef, ...nativeInput } = inputProps;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again fires change again.
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onPick(multiple ? files : files.slice(0, 1));
  };

  return (
    <>
      <StyledDropZone
        $dragging={dragging}
        $disabled={disabled}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Button
          variant="secondary"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {addLabel}
        </Button>
        <StyledHint id={hintId}>{hint}</StyledHint>
        <input
          {...nativeInput}
          ref={(node) => {
            inputRef.current = node;
            assignRef(outerRef, node);
          }}
          type="file"
          hidden
          tabIndex={-1}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={onChange}
        />
      </StyledDropZone>
      <StyledProblems role="alert">
        {problems.map((problem, index) => (
          <StyledProblem key={`${index}-${problem}`}>{problem}</StyledProblem>
        ))}
      </StyledProblems>
    </>
  );
}
