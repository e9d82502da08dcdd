import { useId, useState } from 'react';
import { applyTextSize, savedTextSize, TEXT_SIZES, type TextSize } from '../lib/text-size';
import * as m from 'virtual:messages/text-size';

/**
 * "Text size": a button that opens four choices (native radio buttons: arrow keys move between
 * them). The choice applies at once and is remembered on this device.
 */
export function TextSizeControl() {
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState<TextSize>(savedTextSize);
  const panelId = useId();
  const name = useId();
  return (
    <div className="text-size">
      <button
        type="button"
        className="button button--quiet text-size__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true" className="text-size__glyph">
          A<span>A</span>
        </span>
        <span className="page-nav__label">{m.textSize}</span>
      </button>
      <fieldset className="text-size__choices" id={panelId} hidden={!open}>
        <legend className="visually-hidden">{m.textSize}</legend>
        {TEXT_SIZES.map((choice) => (
          <label key={choice.size} className={`text-size__choice text-size__choice--${choice.size}`}>
            <input
              type="radio"
              name={name}
              value={choice.size}
              checked={size === choice.size}
              onChange={() => {
                setSize(choice.size);
                applyTextSize(choice.size);
              }}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
