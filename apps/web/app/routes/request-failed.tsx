export default function Page() {
  return <h1>request-failed</h1>;
}
