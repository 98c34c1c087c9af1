/**
 * The icon of a catalogue service or category (lib/content/service-catalog.ts names them): a
 * `<use>` reference into the service icon sprite (lib/content/service-icon-sprite.ts, served at
 * /icons/services.svg). No JavaScript and no path data per icon: a reference is a few bytes of
 * markup in server and client components alike (issue 16 §5, §6). Decorative: aria-hidden.
 */
import {
  SERVICE_ICON_NAMES,
  SERVICE_ICON_SPRITE_PATH,
  canonicalServiceId,
  catalogueService,
  type ServiceIconName,
} from "@/lib/content/service-catalog";

const KNOWN_NAMES: ReadonlySet<string> = new Set(SERVICE_ICON_NAMES);

/** The sprite's icon `name` (a wrench for a name the sprite does not have), sized by `className`. */
export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const symbol: ServiceIconName = KNOWN_NAMES.has(name) ? (name as ServiceIconName) : "wrench";
  return (
    <svg className={className} width={24} height={24} aria-hidden="true" focusable="false">
      <use href={`${SERVICE_ICON_SPRITE_PATH}#${symbol}`} />
    </svg>
  );
}

/** The catalogue's icon of the service `id` (canonical or alias id; a wrench for an unknown id). */
export function ServiceIdIcon({ id, className }: { id: string; className?: string }) {
  return <ServiceIcon name={catalogueService(canonicalServiceId(id) ?? id)?.icon ?? "wrench"} className={className} />;
}
