"use client";
/**
 * A date field of the advertising form: a button showing the day (dd.MM.yyyy) that opens a German calendar with past
 * days disabled. The value is a YYYY-MM-DD string. Keyboard: Enter/Space opens, arrows move, Escape returns.
 */
import { CalendarIcon } from "lucide-react";
import { useState, type Ref } from "react";

import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { dateToIsoDay, isoDayToDate } from "@/lib/domain/advertising";
import { cn } from "@/lib/utils";
import { formatLocalDate } from "@/lib/time/vienna";

export function DatePickerField({
  id,
  label,
  value,
  onChange,
  onBlur,
  minDay,
  error,
  disabled,
  ref,
}: {
  id: string;
  label: string;
  /** YYYY-MM-DD or "" when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** First selectable day (YYYY-MM-DD); earlier days are disabled. */
  minDay: string;
  error?: string;
  disabled?: boolean;
  /** Ref of the button (react-hook-form focuses it on a validation error). */
  ref?: Ref<HTMLButtonElement>;
}) {
  const [open, setOpen] = useState(false);
  const selected = isoDayToDate(value);
  const min = isoDayToDate(minDay);
  const errorId = `${id}-error`;

  return (
    <div className="grid content-start gap-1.5">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onBlur?.();
        }}
      >
        <PopoverTrigger asChild>
          <Button
            ref={ref}
            id={id}
            type="button"
            variant="outline"
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-value`}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              "h-10 w-full justify-start px-3 font-normal aria-invalid:border-destructive",
              !selected && "text-muted-foreground",
            )}
          >
            <CalendarIcon aria-hidden="true" />
            <span id={`${id}-value`}>{selected ? formatLocalDate(value) : "Datum wählen"}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="start" onOpenAutoFocus={(event) => event.preventDefault()}>
          <Calendar
            mode="single"
            required
            autoFocus
            selected={selected}
            defaultMonth={selected ?? min}
            startMonth={min}
            disabled={min ? { before: min } : undefined}
            onSelect={(date) => {
              onChange(dateToIsoDay(date));
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
