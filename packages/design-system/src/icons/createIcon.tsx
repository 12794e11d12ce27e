import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in pixels. */
  size?: number;
  /** Accessible name; when set the icon is announced as an image instead of being hidden. */
  title?: string;
}

/** Builds a 24×24 outline icon that inherits the text colour and hides itself from assistive tech. */
export function createIcon(displayName: string, paths: ReactNode) {
  function Icon({ size = 20, title, ...rest }: IconProps) {
    const labelled = title !== undefined;
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        aria-hidden={labelled ? undefined : true}
        role={labelled ? 'img' : undefined}
        aria-label={title}
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
