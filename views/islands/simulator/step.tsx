import type { ReactNode, RefObject } from 'react';

/** One step of the wizard: a fieldset whose legend is the heading focus moves to. */
export function Step({ heading, title, children }: { heading: RefObject<HTMLHeadingElement | null>; title: string; children: ReactNode }) {
  return (
    <fieldset className="sim-step">
      <legend>
        <h3 ref={heading} tabIndex={-1}>
          {title}
        </h3>
      </legend>
      {children}
    </fieldset>
  );
}

/** Radio cards, one per option, each with its name and a line of text (steps 1 to 3); `values`: each option as the URL writes it. */
export function Choices<T extends string>({
  name,
  options,
  values,
  value,
  onChange,
  describe,
}: {
  name: string;
  options: readonly T[];
  values: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  describe: (option: T) => { name: string; text: string };
}) {
  return (
    <div className="sim-choices">
      {options.map((option) => {
        const { name: label, text } = describe(option);
        return (
          <label className="sim-choice" key={option}>
            <input type="radio" name={name} value={values[option]} checked={value === option} onChange={() => onChange(option)} />
            <span>
              <strong>{label}</strong>
              <span className="sim-choice-text">{text}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
