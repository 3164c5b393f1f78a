import type { ComponentProps } from 'react'

type ChoiceSelectProps = Omit<ComponentProps<'select'>, 'children' | 'defaultValue' | 'value'> & {
  /** The first, empty option that asks for a choice ("Elige un nivel"). */
  placeholder: string
  options: readonly string[]
  /** The text of each option, when it is not the value itself. */
  labels?: Readonly<Record<string, string>>
  /** The option chosen at first (a link that presets the form); the placeholder otherwise. */
  initial?: string
}

/** A required list that starts on its placeholder, so that nothing is chosen by accident. */
export function ChoiceSelect({ placeholder, options, labels, initial, ...rest }: ChoiceSelectProps) {
  return (
    <select required defaultValue={initial && options.includes(initial) ? initial : ''} {...rest}>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((o) => (
        <option key={o} value={o}>
          {labels?.[o] ?? o}
        </option>
      ))}
    </select>
  )
}
