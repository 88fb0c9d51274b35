// Form fields for a game's options, drawn from the options schema in the catalogue, and for the
// match's rules (clock, spectators' delay, abandonment).

import type { Abandonment, Schemas, TimeControl } from "./api.js";
import { h } from "./dom.js";
import type { OptionWords } from "./games/game.js";
import { t, type TextKey, tr } from "./i18n.js";
import { count, type Forms } from "./plural.js";

interface Property {
  type?: string;
  enum?: (string | number)[];
  anyOf?: { type?: string }[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
}

interface OptionsSchema {
  $ref?: string;
  $defs?: { [name: string]: { properties?: { [name: string]: Property }; description?: string } };
  properties?: { [name: string]: Property };
}

function properties(schema: OptionsSchema): { [name: string]: Property } {
  if (schema.properties) return schema.properties;
  const ref = schema.$ref?.split("/").pop();
  return (ref && schema.$defs?.[ref]?.properties) || {};
}

/** The values an option offers as a choice: its enum's, else those its words name (their JSON keys). */
function choices(prop: Property, words: OptionWords | undefined): unknown[] | null {
  if (prop.enum) return prop.enum;
  return words?.values ? Object.keys(words.values).map((key) => JSON.parse(key) as unknown) : null;
}

/** An option's value in words: the game's phrase for it, else yes/no, else the value itself. */
export function valueText(value: unknown, words: OptionWords | undefined): string {
  const phrase = words?.values?.[JSON.stringify(value)];
  if (phrase) return tr(...phrase);
  if (typeof value === "boolean") return t(value ? "yes" : "no");
  if (value === null) return t("default");
  return String(value);
}

/** An option's name in words; an option the game has no words for is named by its key, spaced. */
export function optionName(name: string, words: OptionWords | undefined): string {
  return words ? tr(...words.name) : name.replaceAll("_", " ");
}

/** One labelled field per option; ``read`` gives the options object for the create request. */
export function optionFields(schema: OptionsSchema, names: { [option: string]: OptionWords } = {}): { fields: HTMLElement[]; read: () => { [name: string]: unknown } } {
  const readers: [string, () => unknown][] = [];
  const fields = Object.entries(properties(schema)).map(([name, prop]) => {
    const id = `option-${name}`;
    const words = names[name];
    let input: HTMLInputElement | HTMLSelectElement;
    const nullable = prop.anyOf?.some((choice) => choice.type === "null");
    const offered = choices(prop, words);
    if (offered) {
      const chosen = JSON.stringify(prop.default ?? null);
      const select = h(
        "select",
        { attrs: { id, name } },
        offered.map((value) => h("option", { attrs: { value: value === null ? "" : String(value), selected: JSON.stringify(value) === chosen } }, valueText(value, words))),
      );
      readers.push([name, () => offered[select.selectedIndex]]);
      input = select;
    } else if (prop.type === "boolean" && !nullable) {
      const box = h("input", { attrs: { id, name, type: "checkbox", checked: prop.default === true } });
      readers.push([name, () => box.checked]);
      input = box;
    } else if (nullable) {
      const select = h(
        "select",
        { attrs: { id, name } },
        h("option", { attrs: { value: "" } }, t("default")),
        h("option", { attrs: { value: "true" } }, t("yes")),
        h("option", { attrs: { value: "false" } }, t("no")),
      );
      readers.push([name, () => (select.value === "" ? null : select.value === "true")]);
      input = select;
    } else {
      const number = h("input", {
        attrs: { id, name, type: "number", min: prop.minimum, max: prop.maximum, value: String(prop.default ?? ""), required: true },
      });
      readers.push([name, () => Number(number.value)]);
      input = number;
    }
    return h("label", { class: "field", attrs: { for: id } }, h("span", { text: optionName(name, words) }), input);
  });
  return { fields, read: () => Object.fromEntries(readers.map(([name, read]) => [name, read()])) };
}

/** A match's options that differ from the game's defaults, each in words («Команды: две команды»). */
export function optionsText(options: { [name: string]: unknown }, schema: OptionsSchema, names: { [option: string]: OptionWords } = {}): string[] {
  const props = properties(schema);
  return Object.entries(options)
    .filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(props[name]?.default ?? null))
    .map(([name, value]) => `${optionName(name, names[name])}: ${valueText(value, names[name])}`);
}

const DAYS: Forms = [["день", "дня", "дней"], ["day", "days"]];

/** A clock in words: «5 мин + 3 с», «30 с на ход», «3 дня на ход». */
export function timeControlText(control: TimeControl): string {
  const time = (seconds: number): string => (seconds % 60 === 0 && seconds >= 60 ? tr(`${seconds / 60} мин`, `${seconds / 60} min`) : tr(`${seconds} с`, `${seconds} s`));
  if (control.kind === "days") return tr(`${count(control.days ?? 0, DAYS)} на ход`, `${count(control.days ?? 0, DAYS)} a move`);
  if (control.kind === "move") return tr(`${time(control.seconds ?? 0)} на ход`, `${time(control.seconds ?? 0)} a move`);
  const increment = control.increment ? ` + ${tr(`${control.increment} с`, `${control.increment} s`)}` : "";
  return `${time(control.seconds ?? 0)}${increment}`;
}

// The match's rules beside the game's options (issue 14), bounded as the server bounds them
// (domain/clocks.py, domain/delay.py, domain/abandon.py).
const WEEK = 7 * 24 * 3600;

interface Bounds {
  min: number;
  max: number;
  /** The least value allowed is above ``min`` (the server's exclusive minimum). */
  above?: boolean;
  step?: number | "any";
}

function numberInput(id: string, value: number, bounds: Bounds): HTMLInputElement {
  const input = h("input", { attrs: { id, name: id, type: "number", required: true, value, min: bounds.min, max: bounds.max, step: bounds.step ?? "any" } });
  if (bounds.above) {
    const check = () => input.setCustomValidity(Number(input.value) > bounds.min ? "" : t("above_zero"));
    input.addEventListener("input", check);
    check();
  }
  return input;
}

function labelled(id: string, label: string, input: HTMLElement): HTMLElement {
  return h("label", { class: "field", attrs: { for: id } }, h("span", { text: label }), input);
}

function choice(id: string, choices: [string, TextKey][]): HTMLSelectElement {
  return h("select", { attrs: { id, name: id } }, choices.map(([value, key]) => h("option", { attrs: { value } }, t(key))));
}

/** Fields for the clock, the spectators' delay and abandonment; ``read`` gives their part of the create request. */
export function matchRules(): { fields: HTMLElement; read: () => Pick<Schemas["CreateMatch"], "time_control" | "spectator_delay" | "abandon"> } {
  const kind = choice("new-clock", [
    ["", "clock_none"],
    ["fischer", "clock_fischer"],
    ["move", "clock_move"],
    ["days", "clock_days"],
  ]);
  const minutes = numberInput("new-clock-minutes", 5, { min: 0, max: WEEK / 60, above: true });
  const increment = numberInput("new-clock-increment", 5, { min: 0, max: 3600 });
  const seconds = numberInput("new-clock-seconds", 30, { min: 0, max: WEEK, above: true });
  const days = numberInput("new-clock-days", 3, { min: 1, max: 14, step: 1 });
  const timeout = choice("new-clock-timeout", [
    ["bot", "timeout_bot"],
    ["lose", "timeout_lose"],
    ["default", "timeout_default"],
  ]);
  const delayMoves = numberInput("new-delay-moves", 0, { min: 0, max: 50, step: 1 });
  const delaySeconds = numberInput("new-delay-seconds", 0, { min: 0, max: 3600 });
  const abandon = choice("new-abandon", [
    ["", "abandon_none"],
    ["bot", "abandon_bot"],
    ["lose", "abandon_lose"],
  ]);
  const after = numberInput("new-abandon-after", 120, { min: 1, max: WEEK });
  const clockFields = {
    fischer: [labelled("new-clock-minutes", t("clock_minutes"), minutes), labelled("new-clock-increment", t("clock_increment"), increment)],
    move: [labelled("new-clock-seconds", t("clock_seconds"), seconds)],
    days: [labelled("new-clock-days", t("clock_days_field"), days)],
  };
  const timeoutField = labelled("new-clock-timeout", t("on_timeout"), timeout);
  const afterField = labelled("new-abandon-after", t("abandon_after"), after);
  // A field of a choice not taken is hidden and disabled, so the browser does not check it either.
  const show = () => {
    for (const [name, fields] of Object.entries(clockFields)) {
      for (const field of fields) shown(field, kind.value === name);
    }
    shown(timeoutField, kind.value !== "");
    shown(afterField, abandon.value !== "");
  };
  kind.addEventListener("change", show);
  abandon.addEventListener("change", show);
  show();
  const fields = h(
    "fieldset",
    { class: "rules" },
    h("legend", { text: t("match_rules") }),
    labelled("new-clock", t("clock"), kind),
    clockFields.fischer,
    clockFields.move,
    clockFields.days,
    timeoutField,
    h("fieldset", { class: "delay" }, h("legend", { text: t("delay") }), labelled("new-delay-moves", t("delay_moves_field"), delayMoves), labelled("new-delay-seconds", t("delay_seconds_field"), delaySeconds)),
    labelled("new-abandon", t("abandon"), abandon),
    afterField,
  );
  const read = () => {
    const on_timeout = timeout.value as TimeControl["on_timeout"];
    const time_control: TimeControl | null =
      kind.value === "fischer"
        ? { kind: "fischer", seconds: Number(minutes.value) * 60, increment: Number(increment.value), on_timeout }
        : kind.value === "move"
          ? { kind: "move", seconds: Number(seconds.value), increment: 0, on_timeout }
          : kind.value === "days"
            ? { kind: "days", days: Number(days.value), increment: 0, on_timeout }
            : null;
    const delay = { moves: Number(delayMoves.value), seconds: Number(delaySeconds.value) };
    return {
      time_control,
      spectator_delay: delay.moves || delay.seconds ? delay : null,
      abandon: abandon.value ? { after: Number(after.value), then: abandon.value as Abandonment["then"] } : null,
    };
  };
  return { fields, read };
}

function shown(field: HTMLElement, on: boolean): void {
  field.hidden = !on;
  field.querySelectorAll("input, select").forEach((input) => ((input as HTMLInputElement).disabled = !on));
}
