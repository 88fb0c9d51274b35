// Form fields for a game's options, drawn from the options schema in the catalogue.

import { h } from "./dom.js";
import { t, tr } from "./i18n.js";

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

export function optionsDescription(schema: OptionsSchema): string {
  const ref = schema.$ref?.split("/").pop();
  return ((ref && schema.$defs?.[ref]?.description) || "").replaceAll("``", "");
}

/** One labelled field per option; ``read`` gives the options object for the create request. */
export function optionFields(schema: OptionsSchema, names: { [option: string]: [string, string] } = {}): { fields: HTMLElement[]; read: () => { [name: string]: unknown } } {
  const readers: [string, () => unknown][] = [];
  const fields = Object.entries(properties(schema)).map(([name, prop]) => {
    const id = `option-${name}`;
    let input: HTMLInputElement | HTMLSelectElement;
    const nullable = prop.anyOf?.some((choice) => choice.type === "null");
    if (prop.enum) {
      const select = h("select", { attrs: { id, name } }, prop.enum.map((value) => h("option", { attrs: { value: String(value), selected: value === prop.default } }, String(value))));
      readers.push([name, () => (typeof prop.enum![0] === "number" ? Number(select.value) : select.value)]);
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
    const [ru, en] = names[name] ?? [name.replaceAll("_", " "), name.replaceAll("_", " ")];
    return h("label", { class: "field", attrs: { for: id } }, h("span", { text: tr(ru, en) }), input);
  });
  return { fields, read: () => Object.fromEntries(readers.map(([name, read]) => [name, read()])) };
}
