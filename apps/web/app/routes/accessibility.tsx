export default function Page() {
  return <h1>accessibility</h1>;
}
