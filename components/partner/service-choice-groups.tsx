"use client";
/**
 * The service checkboxes of the partner forms, grouped by category and named as the partner forms name them. One
 * column on phones (long German compounds do not fit half of 360 px), two from 640 px, three on wide screens.
 */
import type { Ref } from "react";

import { ServiceIcon } from "@/components/services/service-icon";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { SERVICE_CATALOGUE, SERVICE_CATEGORIES, partnerServiceName } from "@/lib/content/service-catalog";

export interface ServiceChoiceGroupsProps {
  /** Prefix of the element ids (unique per form). */
  idPrefix: string;
  legend: string;
  language?: "de" | "en";
  selected: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  /** Ref of the first checkbox (react-hook-form focuses it on an error). */
  firstRef?: Ref<HTMLButtonElement>;
  /** Error message shown by the caller; marks the checkboxes invalid and describes the group. */
  error?: string;
  /** Id of the element that shows `error`. */
  errorId?: string;
}

export function ServiceChoiceGroups({
  idPrefix,
  legend,
  language = "de",
  selected,
  onChange,
  onBlur,
  firstRef,
  error,
  errorId,
}: ServiceChoiceGroupsProps) {
  const firstId = SERVICE_CATALOGUE.find((service) => service.category === SERVICE_CATEGORIES[0].id)?.id;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-4">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {SERVICE_CATEGORIES.map((category) => {
        const services = SERVICE_CATALOGUE.filter((service) => service.category === category.id);
        const headingId = `${idPrefix}-category-${category.id}`;
        return (
          <div key={category.id} role="group" aria-labelledby={headingId} className="grid gap-2">
            <p
              id={headingId}
              className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              <ServiceIcon name={category.icon} className="size-4" />
              {language === "en" ? category.labelEn : category.label}
            </p>
            <div className="grid gap-x-3 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3">
              {services.map((service) => {
                const checkboxId = `${idPrefix}-${service.id}`;
                return (
                  <div key={service.id} className="flex min-w-0 items-start gap-2">
                    <Checkbox
                      id={checkboxId}
                      ref={service.id === firstId ? firstRef : undefined}
                      className="mt-0.5"
                      checked={selected.includes(service.id)}
                      aria-invalid={error ? true : undefined}
                      onBlur={onBlur}
                      onCheckedChange={(checked) =>
                        onChange(
                          checked === true
                            ? [...selected, service.id]
                            : selected.filter((value) => value !== service.id),
                        )
                      }
                    />
                    <Label htmlFor={checkboxId} lang={language} className="min-w-0 font-normal leading-snug">
                      {partnerServiceName(service.id, language)}
                    </Label>
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
