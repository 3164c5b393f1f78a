import type { ComponentProps, ReactNode } from 'react'
import { Button } from './form'

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'busy'> & {
  /** True while the form is being sent: a spinner, and `busyLabel` instead of the label. */
  busy: boolean
  busyLabel?: string
  icon?: ReactNode
}

/** A form's submit button; the screen enables it from its machine (`snapshot.can`). */
export function SubmitButton({ busy, busyLabel, icon, children, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" busy={busy} {...rest}>
      {icon}
      {icon && ' '}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  )
}
