export default function Page() {
  return <h1>request-received</h1>;
}
