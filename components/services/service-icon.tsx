/**
 * The icon of a catalogue service or category as a `<use>` reference into the icon sprite (/icons/services.svg):
 * a few bytes of markup and no JavaScript per icon. Decorative: aria-hidden.
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
