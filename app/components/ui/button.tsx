import { cva, type VariantProps } from 'class-variance-authority'
import { cloneElement, isValidElement } from 'react'
import type * as React from 'react'
import { cn } from '~/lib/utils'

/** The styles are named classes in app/app.css (`btn`, `btn-{variant}`, `btn-{size}`): every page repeats its buttons. */
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-primary',
      outline: 'btn-outline',
      secondary: 'btn-secondary',
      ghost: 'btn-ghost',
      hero: 'btn-hero',
      'hero-outline': 'btn-hero-outline',
      professional: 'btn-professional',
    },
    size: {
      default: 'btn-md',
      sm: 'btn-sm',
      lg: 'btn-lg',
      icon: 'btn-icon',
    },
    shape: {
      default: 'rounded-md',
      pill: 'rounded-full',
    },
  },
  defaultVariants: { variant: 'default', size: 'default', shape: 'default' },
})

export type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }

/** `asChild`: the button's look on the one element passed as its child (a link), whose own props win. */
export function Button({ className, variant, size, shape, asChild = false, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, shape }), className)
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return cloneElement(children, {
      'data-slot': 'button',
      ...props,
      ...children.props,
      className: cn(classes, children.props.className),
    } as React.HTMLAttributes<HTMLElement>)
  }
  return (
    <button data-slot="button" className={classes} {...props}>
      {children}
    </button>
  )
}
