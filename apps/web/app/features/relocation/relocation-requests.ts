/**
 * The header's "relocation" button and the notice are separate islands: the button
 * asks for the notice here, and the notice listens. A request made before the notice's island has
 * hydrated is kept until it listens.
 */
const requests = new EventTarget();
let unheard = false;

export function requestRelocationNotice(): void {
  // dispatchEvent answers false once a listener has called preventDefault, i.e. heard it.
  unheard = requests.dispatchEvent(new Event("show", { cancelable: true }));
}

/** Calls `show` for every request from now on, and at once for one that nobody heard yet. */
export function onRelocationNoticeRequest(show: () => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    show();
  };
  requests.addEventListener("show", listener);
  if (unheard) {
    unheard = false;
    show();
  }
  return () => requests.removeEventListener("show", listener);
}
