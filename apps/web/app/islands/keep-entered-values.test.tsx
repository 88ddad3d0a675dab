import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { keepEnteredValues } from "./keep-entered-values.ts";

/** A controlled form that shows its state, as the intake forms hold theirs. */
function Form() {
  const [fields, setFields] = useState({ name: "", message: "", caseType: "" });
  const bind = (name: keyof typeof fields) => ({
    "aria-label": name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <form data-state={JSON.stringify(fields)}>
      <input {...bind("name")} />
      <textarea {...bind("message")} />
      <select {...bind("caseType")}>
        <option value="">Choose</option>
        <option value="dog-bite">Dog bite</option>
      </select>
      <input aria-label="untouched" value="" readOnly />
    </form>
  );
}

it("keeps what was entered before hydration through the form's next render, in its state too", async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const host = document.body.appendChild(document.createElement("div"));
  host.innerHTML = renderToString(<Form />);
  const field = <T extends Element>(label: string) => host.querySelector(`[aria-label="${label}"]`) as T;
  // What autofill does: values set with input events, no key pressed, before the island hydrates.
  field<HTMLInputElement>("name").value = "Ana Ruiz";
  field<HTMLTextAreaElement>("message").value = "Me caí.";
  field<HTMLSelectElement>("caseType").value = "dog-bite";
  await act(async () => {
    hydrateRoot(host, <Form />);
  });
  await act(async () => keepEnteredValues(host));
  expect(JSON.parse(host.querySelector("form")?.dataset.state ?? "")).toEqual({
    name: "Ana Ruiz",
    message: "Me caí.",
    caseType: "dog-bite",
  });
  expect(field<HTMLInputElement>("name").value).toBe("Ana Ruiz");
  expect(field<HTMLInputElement>("untouched").value).toBe("");
});
