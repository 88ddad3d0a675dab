export default function Page() {
  return <h1>practice</h1>;
}
