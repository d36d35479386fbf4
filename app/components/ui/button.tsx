import { cva, type VariantProps } from 'class-variance-authority'
import { cloneElement, isValidElement } from 'react'
import type * as React from 'react'
import { cn } from '~/lib/utils'

export const buttonVariants = cva(
  'inline-flex max-w-full shrink-0 items-center justify-center gap-2 text-center text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        outline: 'border border-border-strong bg-background text-foreground hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        ghost: 'text-foreground hover:bg-muted',
        hero: 'bg-accent text-accent-foreground shadow-md hover:bg-accent-hover',
        'hero-outline': 'border-2 border-white bg-transparent text-white hover:bg-white hover:text-primary focus-visible:ring-white focus-visible:ring-offset-primary',
        professional: 'bg-primary text-primary-foreground shadow-sm ring-1 ring-primary-hover hover:bg-primary-hover',
      },
      size: {
        default: 'min-h-11 px-4 py-2',
        sm: 'min-h-9 px-3 text-xs',
        lg: 'min-h-12 px-6 text-base',
        icon: 'size-11',
      },
      shape: {
        default: 'rounded-md',
        pill: 'rounded-full',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', shape: 'default' },
  },
)

export type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }

/** `asChild`: the button's look on the one element passed as its child (a link), whose own props win. */
export function Button({ className, variant, size, shape, asChild = false, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, shape }), className)
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return cloneElement(children, { 'data-slot': 'button', ...props, ...children.props, className: cn(classes, children.props.className) } as React.HTMLAttributes<HTMLElement>)
  }
  return (
    <button data-slot="button" className={classes} {...props}>
      {children}
    </button>
  )
}
