interface Option {
  name: string;
  description: string;
}

interface ChoiceCardProps<K extends string> {
  legend: string;
  note: string;
  /** The radio group's name. */
  name: string;
  /** The choices in the order shown, each with its name and what it asks (`options`). */
  keys: readonly K[];
  options: Record<K, Option>;
  chosen: K | null;
  onChoose: (key: K) => void;
}

/** A card of choices kept on the device (styles/choices.css), each with what it asks. */
export function ChoiceCard<K extends string>({ legend, note, name, keys, options, chosen, onChoose }: ChoiceCardProps<K>) {
  return (
    <fieldset className="card choice-card">
      <legend className="choice-card__legend">{legend}</legend>
      <p className="choice-card__note">{note}</p>
      {keys.map((key) => (
        <label key={key} className="choice-card__option">
          <input type="radio" name={name} value={key} checked={chosen === key} onChange={() => onChoose(key)} />
          <span>
            <strong>{options[key].name}</strong>
            <span className="choice-card__description">{options[key].description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
