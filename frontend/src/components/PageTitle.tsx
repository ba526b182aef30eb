/**
 * The page's one h1 where antd draws the title as a div (Result, Card): same look as the
 * container gives its title, but a heading that screen readers jump to and announce first.
 */
export function PageTitle({ children }: { children: React.ReactNode }) {
  return <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</h1>;
}
