import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { callingCode, type Country } from '#src/domain/vote-form';
import { INTL_LOCALE, SOURCE_LOCALE } from '#src/i18n/locale';
import { useLocale } from '#src/i18n/useLocale';

interface AreaCodeSelectProps {
  countries: readonly Country[];
  value: string;
  onChange: (cca2: string) => void;
  disabled: boolean;
}

/**
 * A select-only combobox (WAI-ARIA APG pattern) because a native <select>
 * cannot show flag images: button + listbox, arrows, Home/End, Enter, Escape.
 */
export function AreaCodeSelect({ countries, value, onChange, disabled }: AreaCodeSelectProps) {
  const { t } = useLingui();
  const locale = useLocale();
  // The country list (area-codes.json) is in English, as it stays on English pages; in another language
  // its names and flags' alt texts are the browser's names in that language ("Singapura").
  const regionNames = useMemo(
    () => (locale === SOURCE_LOCALE ? null : new Intl.DisplayNames(INTL_LOCALE[locale], { type: 'region' })),
    [locale],
  );
  const countryName = (country: Country) => regionNames?.of(country.cca2) ?? country.name.common;
  const id = useId();
  const [open, setOpen] = useState(false);
  const selectedIndex = Math.max(
    0,
    countries.findIndex((country) => country.cca2 === value),
  );
  const [activeIndex, setActiveIndex] = useState(selectedIndex);
  const rootRef = useRef<HTMLDivElement>(null);
  const selected = countries[selectedIndex]!;
  const selectedName = countryName(selected);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const choose = (index: number) => {
    const country = countries[index];
    if (country) onChange(country.cca2);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = countries.length - 1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => (open ? setActiveIndex(Math.min(last, activeIndex + 1)) : (setActiveIndex(selectedIndex), setOpen(true))),
      ArrowUp: () => (open ? setActiveIndex(Math.max(0, activeIndex - 1)) : (setActiveIndex(selectedIndex), setOpen(true))),
      Home: () => setActiveIndex(0),
      End: () => setActiveIndex(last),
      Enter: () => (open ? choose(activeIndex) : (setActiveIndex(selectedIndex), setOpen(true))),
      ' ': () => (open ? choose(activeIndex) : (setActiveIndex(selectedIndex), setOpen(true))),
      Escape: () => setOpen(false),
    };
    const move = moves[event.key];
    if (!move || (event.key === 'Escape' && !open)) return;
    event.preventDefault();
    move();
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className="area-code" ref={rootRef}>
      <span className="field__label" id={`${id}-label`}>
        <Trans>Area code</Trans>
      </span>
      <button
        type="button"
        role="combobox"
        className="area-code__button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        disabled={disabled}
        onClick={() => {
          setActiveIndex(selectedIndex);
          setOpen(!open);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <img src={selected.flags.svg} alt={t`The flag of ${selectedName}`} width={24} height={16} />
        <span id={`${id}-value`}>{`${callingCode(selected)} ${selectedName}`}</span>
        <span className="area-code__chevron" aria-hidden="true" />
      </button>
      <ul id={`${id}-listbox`} role="listbox" aria-labelledby={`${id}-label`} className="area-code__list" hidden={!open}>
        {countries.map((country, index) => (
          // The keys are the combobox button's (aria-activedescendant): an option takes only the pointer.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={country.cca2}
            id={optionId(index)}
            role="option"
            aria-selected={index === selectedIndex}
            className={`area-code__option${index === activeIndex ? ' is-active' : ''}`}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            <img src={country.flags.svg} alt="" width={24} height={16} />
            <span>{`${callingCode(country)} ${countryName(country)}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
