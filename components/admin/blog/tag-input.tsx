"use client";
/**
 * Tag list editor: text becomes a tag on Enter, comma, "Hinzufügen" or blur; Backspace in the empty field removes
 * the last tag. Empty and repeated tags are ignored.
 */
import { Plus, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export function TagInput({
  id,
  value,
  onChange,
  maxTags,
  maxLength,
  describedBy,
  invalid,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  maxTags: number;
  maxLength: number;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [text, setText] = useState("");
  const full = value.length >= maxTags;

  const add = () => {
    const tag = text.trim().replace(/,+$/, "").trim();
    setText("");
    if (tag === "" || value.includes(tag) || full) return;
    onChange([...value, tag]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="grid gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm"
            >
              {tag}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`Tag „${tag}“ entfernen`}
                onClick={() => onChange(value.filter((item) => item !== tag))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          maxLength={maxLength}
          disabled={full}
          placeholder={full ? `Höchstens ${maxTags} Tags` : "Tag eingeben und Enter drücken"}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
        />
        <Button type="button" variant="outline" onClick={add} disabled={full || text.trim() === ""}>
          <Plus aria-hidden="true" />
          Hinzufügen
        </Button>
      </div>
    </div>
  );
}
