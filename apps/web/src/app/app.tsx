export function App() {
  return <main className="p-8 text-2xl font-semibold">Outlet Drop</main>;
}
