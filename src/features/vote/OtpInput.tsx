import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

interface OtpInputProps {
  digits: readonly string[];
  disabled: boolean;
  onDigit: (index: number, value: string) => void;
  onPaste: (text: string) => void;
  /** The id of the sentence that says where the code went: the group's name starts with it. */
  sentId: string;
}

/**
 * Six boxes that behave as one field: a group named by the sentence that says where the code
 * went, then 'Confirmation code' (what a screen reader says first as focus lands in it),
 * each box announced as 'Digit N of 6'. Focus advances on entry; Backspace on
 * an empty box moves back; Delete does nothing. Only one box is in the tab
 * order at a time, so Tab leaves the field instead of walking the boxes (no
 * keyboard trap, WCAG 2.1.2); arrow keys move between boxes. A pasted or autofilled
 * code (also with spaces or dashes) fills all six.
 */
export function OtpInput({ digits, disabled, onDigit, onPaste, sentId }: OtpInputProps) {
  const { t } = useLingui();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const groupRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const firstEmpty = digits.findIndex((digit) => digit === '');
  // One tab stop: the focused box while inside, else the first empty one. Tab therefore leaves the field.
  const tabStop = focused ?? (firstEmpty === -1 ? digits.length - 1 : firstEmpty);
  const allEmpty = digits.every((digit) => digit === '');

  // On arrival, and when the machine clears the boxes after a wrong code, typing starts at the first box
  // (unless the visitor has moved elsewhere meanwhile).
  useEffect(() => {
    const active = document.activeElement;
    const focusIsFree = !active || active === document.body || groupRef.current?.contains(active);
    if (allEmpty && !disabled && focusIsFree) boxes.current[0]?.focus();
  }, [allEmpty, disabled]);

  const count = digits.length;
  const boxLabel = (position: number) => t`Digit ${position} of ${count}`;

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(digits.length - 1, index))]?.focus();

  const onChange = (index: number, value: string) => {
    const compact = value.replace(/[\s-]/g, '');
    if (compact.length >= digits.length) {
      onPaste(compact);
      return;
    }
    const digit = value.replace(/\D/g, '').slice(-1);
    onDigit(index, digit);
    if (digit) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Delete') {
      event.preventDefault();
    } else if (event.key === 'Backspace' && digits[index] === '') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onPaste(event.clipboardData.getData('text'));
  };

  return (
    // Focus lands on the first box: a screen reader then says the group's name first, which starts with where the code went.
    <div role="group" aria-labelledby={`${sentId} otp-label`} className="otp" ref={groupRef}>
      <span id="otp-label" className="field__label">
        <Trans>Confirmation code</Trans>
      </span>
      <div className="otp__boxes">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="otp__box"
            aria-label={boxLabel(index + 1)}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={index === 0 ? digits.length : 1}
            tabIndex={index === tabStop ? 0 : -1}
            value={digit}
            disabled={disabled}
            onChange={(event) => onChange(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={paste}
            onFocus={(event) => {
              setFocused(index);
              event.target.select();
            }}
            onBlur={() => setFocused(null)}
          />
        ))}
      </div>
    </div>
  );
}
