import { fireEvent, screen } from "@testing-library/react";

/** Types a value into the text box with that accessible name. */
export function typeInto(name: string, value: string) {
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
}
