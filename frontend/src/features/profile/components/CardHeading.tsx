/** A card's title as the section heading it is (antd draws it as a div): same look, but screen readers list and jump to it. */
export function CardHeading({ children }: { children: React.ReactNode }) {
  return <h2 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</h2>;
}
