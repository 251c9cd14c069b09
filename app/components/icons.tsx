/**
 * Icons from one SVG sprite (public/icons.svg, a <symbol> each), drawn with
 * `<svg><use href="/icons.svg#name"/></svg>`: the paths travel once, cached, instead of in every
 * page. Decorative unless labelled by the caller. Stroke width and fill are the symbol's.
 */
type IconProps = { className?: string };

/** Where the sprite is served from (a static file with a one-day cache). */
export const ICON_SPRITE = '/icons.svg';

/** One symbol of the sprite by its id. An empty `className` leaves the size to the stylesheet. */
export function SpriteIcon({ name, className = 'h-5 w-5', fill }: IconProps & { name: string; fill?: string }) {
  return (
    <svg aria-hidden="true" className={className || undefined} fill={fill}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}

/** An inline line icon from its own paths (24×24), for a one-off drawing that is not in the sprite. */
export function Svg({
  className = 'h-5 w-5',
  strokeWidth = 2,
  children,
}: IconProps & { strokeWidth?: number; children: React.ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const sprite = (name: string) => {
  const Icon = (p: IconProps) => <SpriteIcon name={name} className={p.className} />;
  Icon.displayName = `Icon(${name})`;
  return Icon;
};

export const MenuIcon = sprite('menu');
export const CloseIcon = sprite('close');
export const SearchIcon = sprite('search');
export const SunIcon = sprite('sun');
export const MoonIcon = sprite('moon');
export const MonitorIcon = sprite('monitor');
export const ShareIcon = sprite('share');
export const ClockIcon = sprite('clock');
export const ChevronLeftIcon = sprite('chevron-left');
export const ChevronRightIcon = sprite('chevron-right');
export const XLogo = sprite('x');
export const FacebookLogo = sprite('facebook');
export const InstagramLogo = sprite('instagram');
export const YouTubeLogo = sprite('youtube');
export const LinkedInLogo = sprite('linkedin');

/** The heart's symbol leaves its fill to the <svg>: outlined, or `filled`. */
export const BookmarkIcon = ({ filled = false, className = 'h-5 w-5' }: IconProps & { filled?: boolean }) => (
  <SpriteIcon name="bookmark" className={className} fill={filled ? 'currentColor' : 'none'} />
);

export const HeartIcon = ({ filled = false, className = 'h-5 w-5' }: IconProps & { filled?: boolean }) => (
  <SpriteIcon name="heart" className={className} fill={filled ? 'currentColor' : 'none'} />
);
