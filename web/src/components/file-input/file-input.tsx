import type { InputHTMLAttributes, Ref } from 'react';
import './file-input.css';

interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'ref'> {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * The chosen file's name, shown beside the button; undefined shows none (a caller that reports
   * the file itself, e.g. with its upload progress).
   */
  fileName?: string | null;
}

/**
 * A file field whose button is German in every browser: the browser's own button and its "no
 * file" text speak the browser's language ("Choose File"), not the page's. The native input stays
 * (keyboard, screen readers, drag and drop); it is hidden, and its second label is the button.
 */
export function FileInput({ id, inputRef, fileName, ...input }: FileInputProps) {
  return (
    <span className="file-input">
      <input ref={inputRef} id={id} type="file" className="file-input__native" {...input} />
      <label htmlFor={id} className="button button--secondary file-input__button">
        Datei auswählen
      </label>
      {fileName !== undefined && (
        <span className="file-input__name" aria-hidden="true">
          {fileName ?? 'Keine Datei ausgewählt'}
        </span>
      )}
    </span>
  );
}
