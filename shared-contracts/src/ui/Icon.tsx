/** An SVG icon from a Material Design Icons path (@mdi/js); decorative unless labelled. */
export function Icon({ path, label, size = 20 }: { path: string; label?: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
